import { useEffect, useState } from 'react';

function secondsUntil(targetMs: number): number {
  return Number.isFinite(targetMs) ? Math.max(0, Math.ceil((targetMs - Date.now()) / 1000)) : 0;
}

/** Whole seconds left until an ISO time, counting down once a second; 0 once it has passed. */
export function useSecondsUntil(iso: string): number {
  const targetMs = Date.parse(iso);
  const [seconds, setSeconds] = useState(() => secondsUntil(targetMs));
  useEffect(() => {
    setSeconds(secondsUntil(targetMs));
    if (secondsUntil(targetMs) === 0) return;
    const timer = setInterval(() => {
      const left = secondsUntil(targetMs);
      setSeconds(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [targetMs]);
  return seconds;
}

/** `1:05` for 65 seconds. */
export function formatCountdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
