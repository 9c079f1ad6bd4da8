import type { SecondFactorChallenge } from '@hitelkapu/domain/contracts/auth';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type CodePurpose = 'login' | 'registration';

/** What the customer typed into the login and registration forms, never the password. */
export interface AuthDraft {
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
  /** Ticked registration statements by statement id. */
  accepted: Record<string, boolean>;
}

interface AuthFlowState {
  challenge: SecondFactorChallenge | null;
  purpose: CodePurpose | null;
  /** The form the code was asked from, for the code screen's Back link. */
  backPath: string | null;
  draft: AuthDraft;
  startCodeStep(purpose: CodePurpose, challenge: SecondFactorChallenge, backPath: string): void;
  replaceChallenge(challenge: SecondFactorChallenge): void;
  endCodeStep(): void;
  saveDraft(values: Partial<AuthDraft>): void;
}

const emptyDraft: AuthDraft = { email: '', phone: '', firstName: '', lastName: '', accepted: {} };

/**
 * The code step of login and registration, and what was typed before it, for this browser
 * tab (sessionStorage): a reload keeps the code screen, and Back finds the form filled in.
 */
export const useAuthFlowStore = create<AuthFlowState>()(
  persist(
    (set) => ({
      challenge: null,
      purpose: null,
      backPath: null,
      draft: emptyDraft,
      startCodeStep(purpose, challenge, backPath) {
        set({ purpose, challenge, backPath });
      },
      replaceChallenge(challenge) {
        set({ challenge });
      },
      endCodeStep() {
        set({ purpose: null, challenge: null, backPath: null });
      },
      saveDraft(values) {
        set((state) => ({ draft: { ...state.draft, ...values } }));
      },
    }),
    { name: 'hk.authFlow', storage: createJSONStorage(() => sessionStorage) },
  ),
);
