/** Wording of the credit journey: onboarding, the preliminary assessment wizard and the offers. */
export const publicCreditTokensHu: Record<string, string> = {};

export const internalCreditTokensHu: Record<string, string> = {};
