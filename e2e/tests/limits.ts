/**
 * How much slower than an idle developer machine a run may be. CI shares its machine with
 * other jobs, and `npm run test:e2e:busy` runs beside two busy processes: there a screen that
 * boots in a second may take ten. Every limit scales with it; every wait is still on a state,
 * never on a time. E2E_LIMIT_SCALE sets it by hand.
 */
export const limitScale = Number(process.env.E2E_LIMIT_SCALE ?? (process.env.CI ? 2 : 1));
