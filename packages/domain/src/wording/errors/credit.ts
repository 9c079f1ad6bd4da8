/** The credit journey: preliminary assessment, applications, documents, scoring. */
export const creditErrorsHu = {} as const satisfies Record<`errors.${string}`, string>;
