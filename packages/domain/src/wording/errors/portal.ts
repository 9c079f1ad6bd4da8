/** The portal: translations, settings, statements, call-back, offers. */
export const portalErrorsHu = {} as const satisfies Record<`errors.${string}`, string>;
