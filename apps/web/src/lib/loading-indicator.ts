import { create } from 'zustand';

/** Spec §9: a finished operation shows success for 2 s and failure for 5 s. */
export const SUCCESS_VISIBLE_MS = 2_000;
export const FAILURE_VISIBLE_MS = 5_000;

type Phase = 'idle' | 'loading' | 'success' | 'failure';

interface LoadingIndicatorState {
  phase: Phase;
  running: number;
  start(): void;
  finish(outcome: 'success' | 'failure'): void;
}

let hideTimer: ReturnType<typeof setTimeout> | undefined;

export const useLoadingIndicator = create<LoadingIndicatorState>((set, get) => ({
  phase: 'idle',
  running: 0,
  start() {
    clearTimeout(hideTimer);
    set((state) => ({ running: state.running + 1, phase: 'loading' }));
  },
  finish(outcome) {
    const running = Math.max(0, get().running - 1);
    if (running > 0) {
      set({ running });
      return;
    }
    set({ running, phase: outcome });
    clearTimeout(hideTimer);
    hideTimer = setTimeout(
      () => set({ phase: 'idle' }),
      outcome === 'success' ? SUCCESS_VISIBLE_MS : FAILURE_VISIBLE_MS,
    );
  },
}));
