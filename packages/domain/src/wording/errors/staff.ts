/** Staff: login, reviews, decision reviews. */
export const staffErrorsHu = {} as const satisfies Record<`errors.${string}`, string>;
