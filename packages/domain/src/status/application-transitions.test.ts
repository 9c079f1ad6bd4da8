import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ApplicationFlowPosition, applicationFlowPositions } from './application.ts';
import {
  applicationPositionTransitions,
  canCloseFrom,
  canCustomerMovePosition,
  canServerMovePosition,
  flowStatusOf,
} from './application-transitions.ts';

/**
 * The position table of a loan application (spec §4 "Application flow positions"), written
 * out here independently of the implementation: what a customer may move to through
 * PATCH update-position from each position. Everything else is refused with 409.
 */
const customerMoves: Record<ApplicationFlowPosition, ApplicationFlowPosition[]> = {
  INTRO: ['FLOW'],
  FLOW: ['INTRO', 'OVERVIEW'],
  OVERVIEW: ['FLOW'],
  SCORING: [],
  KYC_PREPARATION: ['KYC_CHOOSE'],
  KYC_CHOOSE: ['KYC_PREPARATION'],
  KYC_WAITING: [],
  CONTRACT_CHECK: ['SIGN_PREPARATION'],
  SIGN_PREPARATION: ['CONTRACT_CHECK', 'SIGN_CHOOSE'],
  SIGN_CHOOSE: ['SIGN_PREPARATION'],
  SIGN_WAITING: [],
  UNDER_REVIEW: [],
  OFFLINE_UNDER_REVIEW: [],
  RESULT: [],
  OFFLINE_RESULT: [],
  PURCHASE_RESULT: [],
  CLOSED: [],
  COMPLETED: [],
};

const rows = applicationFlowPositions.map((from) => ({
  from,
  allowed: customerMoves[from],
  shown: customerMoves[from].join(', ') || 'nowhere else',
  refused: applicationFlowPositions.filter((to) => to !== from && !customerMoves[from].includes(to)),
}));

describe('customer position moves, row by row', () => {
  it.each(rows)('from $from the customer may move only to $shown', ({ from, allowed, refused }) => {
    for (const to of allowed) expect(canCustomerMovePosition(from, to), `${from} -> ${to}`).toBe(true);
    for (const to of refused) expect(canCustomerMovePosition(from, to), `${from} -> ${to}`).toBe(false);
  });

  it.each(applicationFlowPositions)('staying at %s (saving the page) is allowed', (position) => {
    expect(canCustomerMovePosition(position, position)).toBe(true);
  });
});

describe('server-only moves are never customer moves', () => {
  it.each<[ApplicationFlowPosition, ApplicationFlowPosition, string]>([
    ['OVERVIEW', 'SCORING', 'only finish scores the application'],
    ['SCORING', 'KYC_PREPARATION', 'only an approving decision opens identity verification'],
    ['SCORING', 'RESULT', 'only the decision engine produces a result'],
    ['KYC_CHOOSE', 'KYC_WAITING', 'only identification/start sends the customer to the provider'],
    ['KYC_WAITING', 'CONTRACT_CHECK', 'only a verified identity (provider callback) opens the contract'],
    ['CONTRACT_CHECK', 'OFFLINE_UNDER_REVIEW', 'only "error found" hands the contract to a person'],
    ['SIGN_PREPARATION', 'OFFLINE_UNDER_REVIEW', 'only "error found" hands the contract to a person'],
    ['SIGN_CHOOSE', 'OFFLINE_UNDER_REVIEW', 'only "error found" hands the contract to a person'],
    ['SIGN_WAITING', 'OFFLINE_UNDER_REVIEW', 'only "error found" hands the contract to a person'],
    ['SIGN_WAITING', 'SIGN_CHOOSE', 'only too many wrong codes cancel a signing'],
    ['SIGN_CHOOSE', 'SIGN_WAITING', 'only document-signing/start starts signing'],
    ['SIGN_WAITING', 'UNDER_REVIEW', 'only a completed signature submits the loan'],
    ['UNDER_REVIEW', 'RESULT', 'only the bank decides'],
    ['OFFLINE_UNDER_REVIEW', 'OFFLINE_RESULT', 'only staff decide a manual review'],
    ['RESULT', 'COMPLETED', 'only the bank completes a loan'],
    [
      'RESULT',
      'KYC_PREPARATION',
      'only a person reviewing an automated refusal can overturn it (CCD2 art. 18(8))',
    ],
    ['FLOW', 'CLOSED', 'closing goes through POST close, not update-position'],
  ])('%s -> %s is a server move only: %s', (from, to) => {
    expect(canServerMovePosition(from, to)).toBe(true);
    expect(canCustomerMovePosition(from, to)).toBe(false);
  });

  it('no move is both a customer and a server move', () => {
    for (const from of applicationFlowPositions) {
      const { customer, server } = applicationPositionTransitions[from];
      expect(
        customer.filter((to) => server.includes(to)),
        from,
      ).toEqual([]);
    }
  });
});

describe('terminal positions', () => {
  it.each(['CLOSED', 'COMPLETED'] as const)('%s has no way out, for the customer or the server', (from) => {
    for (const to of applicationFlowPositions) {
      if (to === from) continue;
      expect(canCustomerMovePosition(from, to), `${from} -> ${to}`).toBe(false);
      expect(canServerMovePosition(from, to), `${from} -> ${to}`).toBe(false);
    }
  });
});

describe('closing an application', () => {
  it.each(['UNDER_REVIEW', 'RESULT', 'CLOSED', 'COMPLETED'] as const)(
    'a customer cannot close an application at %s',
    (position) => {
      expect(canCloseFrom(position)).toBe(false);
    },
  );

  it.each([
    'INTRO',
    'FLOW',
    'OVERVIEW',
    'KYC_PREPARATION',
    'KYC_CHOOSE',
    'CONTRACT_CHECK',
    'SIGN_PREPARATION',
    'SIGN_CHOOSE',
  ] as const)('a customer can still abandon an application at %s', (position) => {
    expect(canCloseFrom(position)).toBe(true);
  });
});

describe('the main happy path', () => {
  const happyPath: ApplicationFlowPosition[] = [
    'INTRO',
    'FLOW',
    'OVERVIEW',
    'SCORING',
    'KYC_PREPARATION',
    'KYC_CHOOSE',
    'KYC_WAITING',
    'CONTRACT_CHECK',
    'SIGN_PREPARATION',
    'SIGN_CHOOSE',
    'SIGN_WAITING',
    'UNDER_REVIEW',
    'RESULT',
    'COMPLETED',
  ];
  const steps = happyPath
    .slice(1)
    .map((to, index) => [happyPath[index] as ApplicationFlowPosition, to] as const);

  it.each(steps)('%s -> %s is a legal move (by the customer or the server)', (from, to) => {
    expect(canCustomerMovePosition(from, to) || canServerMovePosition(from, to)).toBe(true);
  });

  it('reaches COMPLETED from INTRO', () => {
    let at: ApplicationFlowPosition = 'INTRO';
    for (const [from, to] of steps) {
      expect(at).toBe(from);
      if (canCustomerMovePosition(at, to) || canServerMovePosition(at, to)) at = to;
    }
    expect(at).toBe('COMPLETED');
  });
});

describe('flowStatusOf', () => {
  it.each<[ApplicationFlowPosition, number, string]>([
    ['INTRO', 0, 'INTRO|0'],
    ['FLOW', 3, 'FLOW|3'],
    ['KYC_WAITING', 0, 'KYC_WAITING|0'],
  ])('keeps %s at page %i as %s on the profile', (position, page, expected) => {
    expect(flowStatusOf(position, page)).toBe(expected);
  });
});

describe('property: a customer alone cannot get past the overview', () => {
  const beyondOverview = new Set<ApplicationFlowPosition>(
    applicationFlowPositions.filter((p) => !['INTRO', 'FLOW', 'OVERVIEW', 'CLOSED'].includes(p)),
  );

  it('from INTRO, any sequence of customer moves never reaches SCORING or beyond', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...applicationFlowPositions), { maxLength: 40 }), (targets) => {
        let at: ApplicationFlowPosition = 'INTRO';
        for (const to of targets) {
          if (canCustomerMovePosition(at, to)) at = to;
          if (beyondOverview.has(at)) return false;
        }
        return true;
      }),
      { numRuns: 2_000 },
    );
  });
});
