import type { LoanApplication } from '@hitelkapu/domain/contracts/application';
import { formatHuf } from '@hitelkapu/domain/format/number';
import { Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ShopLink } from '../../../components/shop-link.tsx';
import { isApproval } from './approved-result-screen.tsx';
import { DealerReturnLink } from './dealer-return-link.tsx';
import {
  ApprovedDecisionCard,
  DecisionResult,
  isAutomatedDecision,
  LoanRefusalActions,
  RefusedDecisionCard,
} from './decision-card.tsx';
import { PositionPanel } from './position-panel.tsx';
import resultClasses from './purchase-result.module.css';
import { isRefusal } from './result-screen.tsx';
import type { HumanReviewComponent } from './screen-parts.tsx';

/**
 * Which decision screen: PURCHASE_RESULT, the decision on a shop's point-of-sale credit; or
 * OFFLINE_RESULT, the decision after a person reviewed a contract error the customer reported.
 */
type DecisionKind = 'purchase' | 'offline';

/** PURCHASE_RESULT: the shop's credit approved or refused, and the way back to the shop. */
export function PurchaseResultScreen(props: {
  application: LoanApplication;
  HumanReview: HumanReviewComponent;
}) {
  return <DecisionScreen {...props} kind="purchase" />;
}

/** OFFLINE_RESULT: a person's decision after checking the reported contract error. */
export function OfflineResultScreen(props: {
  application: LoanApplication;
  HumanReview: HumanReviewComponent;
}) {
  return <DecisionScreen {...props} kind="offline" />;
}

function DecisionScreen({
  application,
  HumanReview,
  kind,
}: {
  application: LoanApplication;
  HumanReview: HumanReviewComponent;
  kind: DecisionKind;
}) {
  if (isRefusal(application.currentStatusResult))
    return <RefusedDecision application={application} HumanReview={HumanReview} kind={kind} />;
  if (isApproval(application.currentStatusResult))
    return <ApprovedDecision application={application} kind={kind} />;
  return <PositionPanel position={application.currentPosition} />;
}

/**
 * Approved: the figures, the purchase the credit pays for, what happens next (the shop hands
 * over the goods, the lender pays the shop, the customer repays monthly), the signed documents
 * and the 14-day withdrawal, which for a linked credit ends the purchase too (CCD2 art. 27).
 */
function ApprovedDecision({ application, kind }: { application: LoanApplication; kind: DecisionKind }) {
  const { t } = useTranslation();
  const purchase = application.purchase ?? null;
  const leasing = application.leasing ?? null;
  const heading = kind === 'offline' ? 'application.offlineResult' : 'application.purchaseResult';
  const loanWords = leasing ? 'application.result.leasing' : 'application.result';

  return (
    <DecisionResult applicationId={application.id}>
      {(result) => (
        <ApprovedDecisionCard
          application={application}
          result={result}
          idPrefix="decision"
          titleKey={`${heading}.approvedTitle`}
          leadKey={`${heading}.approvedLead`}
          figuresKey={purchase ? 'application.purchaseResult.figures' : `${loanWords}.figures`}
          terms={
            purchase && (
              <section aria-labelledby="decision-purchase">
                <Title order={3} size="h4" id="decision-purchase" mb={8}>
                  {t('application.purchaseResult.terms')}
                </Title>
                <dl className={resultClasses.terms}>
                  <div>
                    <dt>{t('application.purchaseResult.merchant')}</dt>
                    <dd>{purchase.merchantName}</dd>
                  </div>
                  <div>
                    <dt>{t('application.purchaseResult.goods')}</dt>
                    <dd>{purchase.goods}</dd>
                  </div>
                  <div>
                    <dt>{t('application.purchaseResult.cashPrice')}</dt>
                    <dd>{formatHuf(purchase.cashPrice)}</dd>
                  </div>
                  <div>
                    <dt>{t('application.purchaseResult.months')}</dt>
                    <dd>
                      {t('application.purchaseResult.monthsValue', { count: application.quote.months })}
                    </dd>
                  </div>
                </dl>
              </section>
            )
          }
          nextSteps={
            purchase
              ? [
                  'application.purchaseResult.nextHandover',
                  'application.purchaseResult.nextPayout',
                  'application.purchaseResult.nextMonthly',
                  'application.purchaseResult.nextLinked',
                ]
              : [
                  `${loanWords}.nextPayout`,
                  `${loanWords}.nextFirstPayment`,
                  'application.result.nextDocuments',
                ]
          }
          {...(purchase ? { withdrawalTokens: 'application.withdrawal.purchase' } : {})}
          returnLink={
            purchase ? (
              <Group>
                <ShopLink url={purchase.returnUrl} variant="filled" />
              </Group>
            ) : (
              <DealerReturnLink url={result?.dealerRedirectUrl} />
            )
          }
        />
      )}
    </DecisionResult>
  );
}

/**
 * Refused: the main reasons in plain Hungarian, what the customer can do (another way to pay
 * at the shop), a person's review of an automated decision on request (EU 2023/2225 art. 18)
 * and the way back to the shop.
 */
function RefusedDecision({
  application,
  HumanReview,
  kind,
}: {
  application: LoanApplication;
  HumanReview: HumanReviewComponent;
  kind: DecisionKind;
}) {
  const purchase = application.purchase ?? null;
  const heading = kind === 'offline' ? 'application.offlineResult' : 'application.purchaseResult';

  return (
    <DecisionResult applicationId={application.id}>
      {(result) => (
        <RefusedDecisionCard
          application={application}
          result={result}
          HumanReview={HumanReview}
          idPrefix="decision"
          titleKey={`${heading}.refusedTitle`}
          leadKey={`${heading}.refusedLead`}
          leadNoReasonsKey={`${heading}.refusedLeadNoReasons`}
          options={[
            ...(purchase ? ['application.purchaseResult.optionShop'] : []),
            ...(isAutomatedDecision(result)
              ? [purchase ? 'application.purchaseResult.optionReview' : 'application.refused.optionReview']
              : []),
            ...(purchase ? [] : ['application.refused.optionAssessment']),
            'application.refused.optionLater',
          ]}
          actions={
            purchase ? (
              <ShopLink url={purchase.returnUrl} variant="filled" />
            ) : (
              <LoanRefusalActions result={result} />
            )
          }
        />
      )}
    </DecisionResult>
  );
}
