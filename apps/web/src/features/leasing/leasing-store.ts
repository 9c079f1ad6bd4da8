import {
  createStoredLeasingParams,
  type LeasingIds,
  readStoredLeasingParams,
  type StoredLeasingParams,
} from '@hitelkapu/domain/rules/navigation';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface LeasingState {
  landing: StoredLeasingParams | null;
  /** Where a logged-in customer opening bare /leasing is sent back to. */
  backPath: string | null;
  saveLandingIds(ids: LeasingIds, now: number): void;
  readLandingIds(now: number): LeasingIds | null;
  setBackPath(path: string): void;
}

/** Spec §2: dealer and public ids from a landing link, kept locally for 24 hours. */
export const useLeasingStore = create<LeasingState>()(
  persist(
    (set, get) => ({
      landing: null,
      backPath: null,
      saveLandingIds(ids, now) {
        set({ landing: createStoredLeasingParams(ids, now) });
      },
      readLandingIds(now) {
        return readStoredLeasingParams(get().landing, now);
      },
      setBackPath(path) {
        set({ backPath: path });
      },
    }),
    { name: 'hk.leasing', storage: createJSONStorage(() => localStorage) },
  ),
);
