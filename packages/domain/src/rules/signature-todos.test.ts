import { describe, expect, it } from 'vitest';
import { nextSignatureTodoState, type SignatureRoundApplication } from '../status/todo.ts';
import { signatureDueAt, signatureReminderAt, signatureTodoRules } from './signature-todos.ts';

describe('the signing window', () => {
  it('ends at the end of the 15th day in Budapest, in winter and in summer time', () => {
    expect(signatureTodoRules.daysToSign).toBe(15);
    expect(signatureDueAt(new Date('2026-11-27T10:00:00Z')).toISOString()).toBe('2026-12-12T22:59:59.999Z');
    // Late in the evening in Budapest is already the next day's count.
    expect(signatureDueAt(new Date('2026-11-27T23:30:00Z')).toISOString()).toBe('2026-12-13T22:59:59.999Z');
    expect(signatureDueAt(new Date('2026-03-20T08:00:00Z')).toISOString()).toBe('2026-04-04T21:59:59.999Z');
  });

  it('reminds at nine in the morning three days before the last day, never before the contract was ready', () => {
    const readyAt = new Date('2026-11-27T10:00:00Z');
    expect(signatureReminderAt(readyAt, signatureDueAt(readyAt)).toISOString()).toBe(
      '2026-12-09T08:00:00.000Z',
    );
    const late = new Date('2026-12-11T12:00:00Z');
    expect(signatureReminderAt(late, new Date('2026-12-12T22:59:59.999Z'))).toEqual(late);
  });
});

describe('a signature to-do follows its application', () => {
  const at = (
    position: string,
    signatureState: SignatureRoundApplication['signatureState'] = 'READY',
    signedAt: string | null = null,
  ): SignatureRoundApplication => ({ position, signatureState, signedAt });
  const open = { status: 'IN_PROGRESS', outcome: null } as const;
  const waiting = { status: 'WAITING', outcome: null } as const;
  const signed = { status: 'SIGNED', outcome: null } as const;

  it.each([
    ['reading the contract', open, at('CONTRACT_CHECK'), open],
    ['a signing started', open, at('SIGN_WAITING'), waiting],
    ['codes used up, back to the choice', waiting, at('SIGN_CHOOSE'), open],
    ['signed', waiting, at('UNDER_REVIEW', 'READY', '2026-11-27T10:00:00Z'), signed],
    [
      'an error reported',
      open,
      at('OFFLINE_UNDER_REVIEW', 'ERROR_FOUND'),
      { status: 'CLOSED', outcome: 'ERROR_FOUND' },
    ],
    ['expired', waiting, at('SIGN_CHOOSE', 'EXPIRED'), { status: 'CLOSED', outcome: 'EXPIRED' }],
    ['the application closed', open, at('CLOSED'), { status: 'CLOSED', outcome: 'CANCEL' }],
    [
      'a signed contract withdrawn from',
      signed,
      at('CLOSED', 'WITHDRAWN', '2026-11-27T10:00:00Z'),
      { status: 'CLOSED', outcome: 'WITHDRAWN' },
    ],
    ['a signed application decided', signed, at('RESULT', 'READY', '2026-11-27T10:00:00Z'), signed],
  ] as const)('%s', (_name, current, application, expected) => {
    expect(nextSignatureTodoState(current, application)).toEqual(expected);
  });

  it('never changes a closed one', () => {
    const closed = { status: 'CLOSED', outcome: 'EXPIRED' } as const;
    expect(nextSignatureTodoState(closed, at('CONTRACT_CHECK'))).toEqual(closed);
  });
});
