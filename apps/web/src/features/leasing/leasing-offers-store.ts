import type { LeasingPrescoreResult } from '@hitelkapu/domain/contracts/leasing-prescore';
import { create } from 'zustand';

interface LeasingOffersState {
  /** The prescore the offers belong to. */
  publicId: string | null;
  /** The latest decision: isEligible, the offers, the limits broken. */
  result: LeasingPrescoreResult | null;
  save(publicId: string, result: LeasingPrescoreResult): void;
  clear(): void;
}

/**
 * The offers of the leasing prescore shown now (spec §4: a submit clears them first, then
 * saves the new ones). Kept in memory only: they are personal, and the saved prescore carries
 * its latest decision for the next visit.
 */
export const useLeasingOffersStore = create<LeasingOffersState>()((set) => ({
  publicId: null,
  result: null,
  save(publicId, result) {
    set({ publicId, result });
  },
  clear() {
    set({ publicId: null, result: null });
  },
}));
