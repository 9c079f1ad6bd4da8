import type { CallMeBackRequest, CallMeBackResponse, Statement } from '@hitelkapu/domain';
import type { Db } from '../../db/client.ts';
import { limits } from '../../lib/abuse-limits.ts';
import { AppError } from '../../lib/errors.ts';
import { enforceLimit, type RateLimiter } from '../../lib/rate-limit.ts';
import { findActiveStatements, findStatementById } from '../statements/statements.service.ts';
import { countRecentCallBackRequests, insertCallBackRequest } from './call-me-back.repository.ts';

/** One phone number may ask for a call-back this many times a day: enough for a person, not for a script. */
export const CALL_BACK_LIMIT_PER_PHONE = 3;
const CALL_BACK_WINDOW_MS = 24 * 60 * 60 * 1000;

export async function getCallMeBackAcceptance(db: Db): Promise<Statement> {
  const [statement] = await findActiveStatements(db, 'CALL_ME_BACK');
  if (!statement) throw new AppError('NOT_FOUND', 'errors.callMeBack.statementUnavailable');
  return statement;
}

export async function createCallBackRequest(
  db: Db,
  input: CallMeBackRequest,
  channel: 'WEB_PUBLIC' | 'WEB_CUSTOMER',
  now = new Date(),
  customerId: string | null = null,
): Promise<CallMeBackResponse> {
  const statement = await findStatementById(db, input.statementId);
  if (statement?.kind !== 'CALL_ME_BACK') {
    throw new AppError('VALIDATION_FAILED', undefined, { statementId: 'validation.invalid' });
  }
  if (!statement.isActive || statement.version !== input.statementVersion) {
    throw new AppError('CONFLICT', 'errors.statements.changed');
  }
  const recent = await countRecentCallBackRequests(
    db,
    input.phone,
    new Date(now.getTime() - CALL_BACK_WINDOW_MS),
  );
  if (recent >= CALL_BACK_LIMIT_PER_PHONE) {
    throw new AppError('RATE_LIMITED', 'errors.callMeBack.alreadyRequested');
  }
  const row = await insertCallBackRequest(db, {
    name: input.name,
    phone: input.phone,
    preferredTime: input.preferredTime,
    statementId: statement.id,
    statementVersion: statement.version,
    acceptedAt: now,
    channel,
    customerId,
  });
  return { id: row.id, createdAt: row.createdAt.toISOString() };
}

/** The public call-back form: its statement, and a request limited per address and per phone. */
export function createCallMeBackService({ db, limiter }: { db: Db; limiter: RateLimiter }) {
  return {
    acceptance: () => getCallMeBackAcceptance(db),
    async requestPublic(input: CallMeBackRequest, ip: string): Promise<CallMeBackResponse> {
      await enforceLimit(limiter, limits.callBackPerIp, ip);
      return createCallBackRequest(db, input, 'WEB_PUBLIC');
    },
  };
}

export type CallMeBackService = ReturnType<typeof createCallMeBackService>;
