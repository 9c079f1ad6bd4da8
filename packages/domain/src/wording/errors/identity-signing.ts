/** Identity verification, contract review, signing, results and withdrawal. */
export const identitySigningErrorsHu = {} as const satisfies Record<`errors.${string}`, string>;
