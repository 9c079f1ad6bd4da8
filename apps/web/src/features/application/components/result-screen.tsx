import type { LoanApplication } from '@hitelkapu/domain/contracts/application';
import { DecisionResult, LoanRefusalActions, RefusedDecisionCard } from './decision-card.tsx';
import type { HumanReviewComponent } from './screen-parts.tsx';

/** A refusal: REJECT (the rules said no), DISALLOWED (a knock-out) or a person's MANUALLY_REJECTED. */
export function isRefusal(result: string | null): boolean {
  return result === 'REJECT' || result === 'DISALLOWED' || result === 'MANUALLY_REJECTED';
}

/**
 * RESULT after an automated refusal: the main reasons in plain Hungarian, what the customer
 * can do, a person's review on request (EU 2023/2225 art. 18) and a new assessment.
 */
export function RefusedResultScreen({
  application,
  HumanReview,
}: {
  application: LoanApplication;
  HumanReview: HumanReviewComponent;
}) {
  return (
    <DecisionResult applicationId={application.id}>
      {(result) => (
        <RefusedDecisionCard
          application={application}
          result={result}
          HumanReview={HumanReview}
          idPrefix="result"
          titleKey="application.refused.title"
          leadKey="application.refused.lead"
          leadNoReasonsKey="application.refused.leadNoReasons"
          options={[
            'application.refused.optionReview',
            'application.refused.optionAssessment',
            'application.refused.optionLater',
          ]}
          actions={<LoanRefusalActions result={result} />}
        />
      )}
    </DecisionResult>
  );
}
