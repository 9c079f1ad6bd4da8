/** Accounts: registration, login, codes, profile, consents, data rights, onboarding. */
export const accountsErrorsHu = {} as const satisfies Record<`errors.${string}`, string>;
