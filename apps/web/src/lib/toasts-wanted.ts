import { create } from 'zustand';

/**
 * Whether a toast has been asked for (notify()). The place toasts appear, with its transitions
 * and styles, loads then rather than with the first screen (app/providers.tsx); the toast waits
 * in Mantine's queue meanwhile.
 */
export const useToastsWanted = create<{ wanted: boolean }>(() => ({ wanted: false }));
