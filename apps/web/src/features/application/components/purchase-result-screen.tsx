import type { LoanApplication } from '@hitelkapu/domain/contracts/application';
import { formatHuf } from '@hitelkapu/domain/format/number';
import { Alert, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowBackUp, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailure } from '../../../components/errors/load-failure.tsx';
import { isWebAddress } from '../../../lib/web-address.ts';
import { applicationResultQuery } from '../api/journey.ts';
import classes from './application.module.css';
import { isApproval, Withdrawal } from './approved-result-screen.tsx';
import { ContractDocuments } from './contract-documents.tsx';
import { DealerReturnLink } from './dealer-return-link.tsx';
import { DecisionReasons, shownReasons } from './decision-reasons.tsx';
import { DecisionSkeleton } from './kyc-preparation-screen.tsx';
import { PositionPanel } from './position-panel.tsx';
import resultClasses from './purchase-result.module.css';
import { isRefusal } from './result-screen.tsx';
import { type HumanReviewComponent, QuoteFiguresBox, ScreenHeader } from './screen-parts.tsx';

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

/** "Vissza a webáruházba": to the shop the purchase came from. */
function ShopReturnLink({ url, variant = 'light' }: { url: string | undefined; variant?: string }) {
  const { t } = useTranslation();
  if (!isWebAddress(url)) return null;
  return (
    <Button
      component="a"
      href={url}
      variant={variant}
      leftSection={<IconArrowBackUp size={18} aria-hidden />}
    >
      {t('purchase.backToShop')}
    </Button>
  );
}

/**
 * Approved: the figures, the purchase the credit pays for, what happens next (the shop hands
 * over the goods, the lender pays the shop, the customer repays monthly), the signed documents
 * and the 14-day withdrawal, which for a linked credit ends the purchase too (CCD2 art. 27).
 */
function ApprovedDecision({ application, kind }: { application: LoanApplication; kind: DecisionKind }) {
  const { t } = useTranslation();
  const result = useQuery(applicationResultQuery(application.id));
  const purchase = application.purchase ?? null;
  const leasing = application.leasing ?? null;
  const heading = kind === 'offline' ? 'application.offlineResult' : 'application.purchaseResult';
  const loanWords = leasing ? 'application.result.leasing' : 'application.result';

  if (result.isError)
    return (
      <LoadFailure
        title={t('application.decision.loadError')}
        error={result.error}
        onRetry={() => void result.refetch()}
      />
    );
  if (result.isPending) return <DecisionSkeleton />;

  return (
    <Card component="section" aria-labelledby="decision-title" className={classes.card}>
      <Stack gap="lg">
        <ScreenHeader
          icon={<IconCircleCheck size={28} aria-hidden />}
          color="green"
          title={t(`${heading}.approvedTitle`)}
          titleId="decision-title"
        >
          <Text>{t(`${heading}.approvedLead`)}</Text>
          {result.data?.decidedBy === 'STAFF' &&
            result.data.reasons.map((code) => (
              <Text key={code}>{t('application.result.staffReason', { reason: t(`reason.${code}`) })}</Text>
            ))}
        </ScreenHeader>

        <QuoteFiguresBox
          quote={application.quote}
          caption={t(purchase ? 'application.purchaseResult.figures' : `${loanWords}.figures`)}
          captionId="decision-figures"
        />

        {purchase && (
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
                <dd>{t('application.purchaseResult.monthsValue', { count: application.quote.months })}</dd>
              </div>
            </dl>
          </section>
        )}

        <section aria-labelledby="decision-next">
          <Title order={3} size="h4" id="decision-next" mb={8}>
            {t('application.result.nextTitle')}
          </Title>
          {purchase ? (
            <ul className={classes.bulletList}>
              <li>{t('application.purchaseResult.nextHandover')}</li>
              <li>{t('application.purchaseResult.nextPayout')}</li>
              <li>{t('application.purchaseResult.nextMonthly')}</li>
              <li>{t('application.purchaseResult.nextLinked')}</li>
            </ul>
          ) : (
            <ul className={classes.bulletList}>
              <li>{t(`${loanWords}.nextPayout`)}</li>
              <li>{t(`${loanWords}.nextFirstPayment`)}</li>
              <li>{t('application.result.nextDocuments')}</li>
            </ul>
          )}
        </section>

        <section aria-labelledby="decision-documents">
          <Title order={3} size="h4" id="decision-documents" mb={8}>
            {t('application.result.documents')}
          </Title>
          <ContractDocuments applicationId={application.id} />
        </section>

        {result.data && (
          <Withdrawal
            applicationId={application.id}
            result={result.data}
            leasing={leasing !== null}
            {...(purchase ? { tokens: 'application.withdrawal.purchase' } : {})}
          />
        )}

        {purchase ? (
          <Group>
            <ShopReturnLink url={purchase.returnUrl} variant="filled" />
          </Group>
        ) : (
          <DealerReturnLink url={result.data?.dealerRedirectUrl} />
        )}
      </Stack>
    </Card>
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
  const { t } = useTranslation();
  const result = useQuery(applicationResultQuery(application.id));
  const purchase = application.purchase ?? null;
  const heading = kind === 'offline' ? 'application.offlineResult' : 'application.purchaseResult';

  if (result.isError)
    return (
      <LoadFailure
        title={t('application.decision.loadError')}
        error={result.error}
        onRetry={() => void result.refetch()}
      />
    );
  if (result.isPending) return <DecisionSkeleton />;
  const reasons = result.data?.reasons ?? [];
  const automated = result.data?.decidedBy !== 'STAFF';

  return (
    <Card component="section" aria-labelledby="decision-title" className={classes.card}>
      <Stack gap="lg">
        <Stack gap="md">
          <ThemeIcon size={48} radius="xl" variant="light" color="brand">
            <IconInfoCircle size={28} aria-hidden />
          </ThemeIcon>
          <Title order={2} id="decision-title">
            {t(`${heading}.refusedTitle`)}
          </Title>
          {shownReasons(reasons).length > 0 ? (
            <>
              <Text id="decision-reasons">{t(`${heading}.refusedLead`)}</Text>
              <DecisionReasons reasons={reasons} labelId="decision-reasons" />
            </>
          ) : (
            <Text>{t(`${heading}.refusedLeadNoReasons`)}</Text>
          )}
        </Stack>

        <section aria-labelledby="decision-options">
          <Title order={3} size="h4" id="decision-options" mb={8}>
            {t('application.refused.optionsTitle')}
          </Title>
          <ul className={classes.bulletList}>
            {purchase && <li>{t('application.purchaseResult.optionShop')}</li>}
            {automated && (
              <li>
                {t(purchase ? 'application.purchaseResult.optionReview' : 'application.refused.optionReview')}
              </li>
            )}
            {!purchase && <li>{t('application.refused.optionAssessment')}</li>}
            <li>{t('application.refused.optionLater')}</li>
          </ul>
        </section>

        {automated && (
          <Alert
            role="note"
            color="gray"
            variant="light"
            icon={<IconInfoCircle size={20} aria-hidden />}
            title={t('application.refused.automatedTitle')}
          >
            {t('application.refused.automatedText')}
          </Alert>
        )}

        <HumanReview applicationId={application.id} readOnly={!automated} />

        <Group gap="sm">
          {purchase ? (
            <ShopReturnLink url={purchase.returnUrl} variant="filled" />
          ) : (
            <>
              <Button component={Link} to="/preliminary-assessment" variant="default">
                {t('application.refused.newAssessment')}
              </Button>
              <DealerReturnLink url={result.data?.dealerRedirectUrl} />
            </>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
