const secondsPerMinute = 60;
const minutesPerHour = 60;
const minutesPerDay = 24 * minutesPerHour;

/** Hungarian duration text, floored to minutes: 3660 -> "1 óra 1 perc", under a minute -> "0 perc". */
export function formatDuration(totalSeconds: number): string {
  const totalMinutes =
    Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds / secondsPerMinute) : 0;
  const days = Math.floor(totalMinutes / minutesPerDay);
  const hours = Math.floor((totalMinutes % minutesPerDay) / minutesPerHour);
  const minutes = totalMinutes % minutesPerHour;
  const units: string[] = [];
  if (days > 0) units.push(`${days} nap`);
  if (hours > 0) units.push(`${hours} óra`);
  if (minutes > 0) units.push(`${minutes} perc`);
  return units.length > 0 ? units.join(' ') : '0 perc';
}
