import {
  type ApplicationFlowPosition,
  applicationFactsFromAnswers,
  canServerMovePosition,
  type FinishResponse,
  flowErrors,
  flowMessageKeys,
  flowStatusOf,
  resultPositionOf,
  resultStatusOf,
  type ScoringDecisionResponse,
  scoreApplication,
  thmCapFor,
  todayIso,
  visibleFlowQuestionIds,
} from '@hitelkapu/domain';
import type { Db } from '../../db/client.ts';
import { limits } from '../../lib/abuse-limits.ts';
import { type ConfigCache, noConfigCache } from '../../lib/config-cache.ts';
import { AppError } from '../../lib/errors.ts';
import { enforceLimit, type RateLimiter } from '../../lib/rate-limit.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { type CustomerRow, updateCustomerInStatus } from '../customers/customers.repository.ts';
import { loadRegulatoryFigures, loadUnderwritingPolicy } from '../offers/regulatory-figures.service.ts';
import { ASSESSED_KIND } from '../preliminary/preliminary.service.ts';
import { applicationMoved } from './application-listeners.ts';
import {
  type ApplicationRow,
  findCustomerApplication,
  toLoanApplication,
  updateApplication,
} from './applications.repository.ts';
import { allQuestions, loadApplicationFlow } from './applications.service.ts';
import { tellDealerOfDecision } from './leasing-dealer-events.ts';
import {
  findApplicationScoring,
  findAssessedNetIncome,
  findCustomerScoring,
  insertScoringDecision,
  type ScoringDecisionRow,
  toScoringDecisionResponse,
} from './scoring.repository.ts';

const notFound = () => new AppError('NOT_FOUND', 'errors.application.notFound');

function finishAnswer(scoring: ScoringDecisionRow, application: ApplicationRow): FinishResponse {
  return { scoring: toScoringDecisionResponse(scoring), application: toLoanApplication(application) };
}

export function createScoringService(
  { db, limiter }: { db: Db; limiter: RateLimiter },
  cache: ConfigCache = noConfigCache,
) {
  return {
    /**
     * Sends the application to scoring (POST finish), once. In one transaction that first
     * locks the application row: an application already scored answers its stored decision
     * whatever the Idempotency-Key (a retry, a double click or a second tab never scores
     * twice); otherwise the application must stand at OVERVIEW with every visible answer
     * passing the flow engine, and is then scored on its answers, the offer's figures, the
     * preliminary assessment's income and the stored figures and policy. The decision is
     * stored with its inputs, the application moves OVERVIEW -> SCORING -> KYC_PREPARATION
     * (APPROVED, MANUAL) or RESULT (REJECT, DISALLOWED), and the profile follows.
     */
    async finish(customer: CustomerRow, id: string, idempotencyKey: string): Promise<FinishResponse> {
      await enforceLimit(limiter, limits.finishPerCustomer, customer.id);
      const application = await findCustomerApplication(db, customer.id, id);
      if (!application) throw notFound();
      // Read before the transaction: inside it only the transaction's own connection is used.
      const flow = await loadApplicationFlow(db, application.flowId, cache);
      // One day for every rule: ages, employment and the THM cap with its source, all stored.
      const today = todayIso();
      const regulatory = await loadRegulatoryFigures(db, today, cache);
      const policy = await loadUnderwritingPolicy(db, cache);
      // A leasing application compares with the income its prescore was decided on; a
      // purchase's application was decided by nothing before: its own answer is the income.
      const assessedNetIncome = application.leasing
        ? application.leasing.assessedNetIncome
        : application.assessmentId
          ? await findAssessedNetIncome(db, application.assessmentId)
          : application.purchase
            ? 'ANSWERED'
            : null;
      if (assessedNetIncome === null)
        throw new Error(`assessment ${application.assessmentId} of application ${application.id} is missing`);

      try {
        return await db.transaction(async (tx) => {
          const row = await findCustomerApplication(tx, customer.id, id, { forUpdate: true });
          if (!row) throw notFound();
          const scored = await findApplicationScoring(tx, row.id);
          if (scored) return finishAnswer(scored, row);

          if (row.position !== 'OVERVIEW') throw new AppError('CONFLICT', 'errors.scoring.notAtOverview');
          const fieldErrors = flowErrors(flow, row.answers, today);
          if (Object.keys(fieldErrors).length > 0) {
            const knockOut = allQuestions(flow).find(
              (q) => fieldErrors[q.identifier] === flowMessageKeys.knockOut && q.koExplanation,
            );
            throw new AppError(
              'CONFLICT',
              knockOut?.koExplanation
                ? { key: 'errors.application.knockedOut', values: { explanation: knockOut.koExplanation } }
                : 'errors.scoring.incomplete',
              fieldErrors,
            );
          }

          const visible = visibleFlowQuestionIds(flow, row.answers);
          const hardKnockOuts = allQuestions(flow)
            .filter(
              (q) =>
                visible.has(q.identifier) &&
                q.isHardKo &&
                q.koAnswer !== null &&
                row.answers[q.identifier] === q.koAnswer,
            )
            .map((q) => q.identifier);
          const facts = applicationFactsFromAnswers(row.answers);
          const comparedIncome =
            assessedNetIncome === 'ANSWERED' ? (facts.netIncome ?? 0) : assessedNetIncome;
          // The cap of the scoring day, which may be lower than the assessment day's (Fhtv. 17/A. §).
          // Applications are made from the offers of a preliminary assessment, all of its kind, or
          // from a leasing prescore, whose cap is leasing's.
          const quote = {
            ...row.quote,
            thmCap: thmCapFor(
              row.leasing ? 'LEASING' : row.purchase ? 'POINT_OF_SALE' : ASSESSED_KIND,
              regulatory,
            ),
          };
          const result = scoreApplication({
            quote,
            facts,
            hardKnockOuts,
            assessedNetIncome: comparedIncome,
            figures: regulatory,
            policy,
            today,
          });

          const continues = result.decision === 'APPROVED' || result.decision === 'MANUAL';
          const target: ApplicationFlowPosition = continues ? 'KYC_PREPARATION' : resultPositionOf(row);
          const path: [ApplicationFlowPosition, ApplicationFlowPosition][] = [
            [row.position, 'SCORING'],
            ['SCORING', target],
          ];
          for (const [from, to] of path)
            if (!canServerMovePosition(from, to))
              throw new AppError('CONFLICT', 'errors.scoring.cannotSubmit');

          const decision = await insertScoringDecision(tx, {
            applicationId: row.id,
            customerId: customer.id,
            decision: result.decision,
            reasons: result.reasons,
            facts: { ...facts, hardKnockOuts, assessedNetIncome: comparedIncome, today },
            figures: { regulatory, policy },
            idempotencyKey,
          });
          const moved = await updateApplication(tx, row.id, {
            position: target,
            flowIndex: 0,
            ...(continues ? {} : { status: resultStatusOf(row), statusResult: result.decision }),
          });
          // A leasing application's dealer learns the decision (never the income it rests on).
          await tellDealerOfDecision(tx, moved, result.decision);
          await applicationMoved(tx, moved);
          const profile = await updateCustomerInStatus(tx, customer.id, ['IN_FLOW'], {
            statusResult: flowStatusOf(target, 0),
            flowPosition: target,
            flowPage: '0',
          });
          if (!profile) throw new AppError('CONFLICT', 'errors.scoring.cannotSubmit');
          return finishAnswer(decision, moved);
        });
      } catch (error) {
        // Only possible if the row lock were bypassed: the unique index let one scoring in.
        if (!isUniqueViolation(error)) throw error;
        const scored = await findApplicationScoring(db, id);
        const row = await findCustomerApplication(db, customer.id, id);
        if (!scored || !row) throw error;
        return finishAnswer(scored, row);
      }
    },

    /** The decision of one of the customer's applications; by its id when given. */
    async getDecision(
      customerId: string,
      applicationId: string,
      id?: string,
    ): Promise<ScoringDecisionResponse> {
      const application = await findCustomerApplication(db, customerId, applicationId);
      if (!application) throw notFound();
      const row = await findCustomerScoring(db, customerId, applicationId, id);
      if (!row) throw new AppError('NOT_FOUND', 'errors.scoring.noDecision');
      return toScoringDecisionResponse(row);
    },
  };
}

export type ScoringService = ReturnType<typeof createScoringService>;
