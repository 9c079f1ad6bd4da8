import type { LoanApplication } from '@hitelkapu/domain/contracts/application';
import { formatHuf } from '@hitelkapu/domain/format/number';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DealerReturnLink } from './dealer-return-link.tsx';
import { ApprovedDecisionCard, DecisionResult } from './decision-card.tsx';

/** An approved result: automatically or by a person. */
export function isApproval(result: string | null): boolean {
  return result === 'APPROVED' || result === 'MANUALLY_APPROVED';
}

/**
 * RESULT after approval: the loan is granted. The figures, what happens next, the signed
 * documents and the 14-day right to withdraw from the contract (Fhtv. 20. §).
 */
export function ApprovedResultScreen({ application }: { application: LoanApplication }) {
  const { t } = useTranslation();
  // A leasing is not paid out to the customer: the dealer is paid and the vehicle handed over.
  const leasing = application.leasing ?? null;
  const words = leasing ? 'application.result.leasing' : 'application.result';

  return (
    <DecisionResult applicationId={application.id}>
      {(result) => (
        <ApprovedDecisionCard
          application={application}
          result={result}
          idPrefix="approved"
          titleKey={`${words}.approvedTitle`}
          leadKey={`${words}.approvedLead`}
          figuresKey={`${words}.figures`}
          terms={
            leasing && (
              <Text size="sm">
                {t('application.result.leasing.terms', {
                  vehicle: leasing.vehicle.description ?? '',
                  downPayment: formatHuf(leasing.downPayment),
                  residualValue: formatHuf(leasing.residualValue),
                })}
              </Text>
            )
          }
          nextSteps={[`${words}.nextPayout`, `${words}.nextFirstPayment`, 'application.result.nextDocuments']}
          returnLink={<DealerReturnLink url={result?.dealerRedirectUrl} />}
        />
      )}
    </DecisionResult>
  );
}
