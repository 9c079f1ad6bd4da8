import type {
  CustomerDocument,
  CustomerDocumentKind,
  LoanApplicationSummary,
} from '@hitelkapu/domain/contracts/application';
import { formatLongDate } from '@hitelkapu/domain/format/date';
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconCircleCheck, IconFileText } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LoadFailure } from '../../../components/errors/load-failure.tsx';
import { CardListSkeleton, EmptyStateCard } from '../../../components/list-states.tsx';
import { hufInText } from '../../../lib/format-text.ts';
import { myLoanApplicationsQuery, productsQuery, userDocumentsQuery } from '../api/application.ts';
import { applicationResultQuery } from '../api/journey.ts';
import classes from './application.module.css';
import { DocumentDownloadRow } from './contract-documents.tsx';

/** What the withdrawal hands to this page: the banner on landing names the contract and the day. */
export interface WithdrawalLanding {
  withdrawal: { applicationId: string; withdrawnAt: string };
}

function withdrawalOf(state: unknown): WithdrawalLanding['withdrawal'] | null {
  const withdrawal = (state as Partial<WithdrawalLanding> | null)?.withdrawal;
  return withdrawal && typeof withdrawal.withdrawnAt === 'string' ? withdrawal : null;
}

/** The documents the portal made, the receipt of a withdrawal first; the customer's uploads are not listed here. */
const documentOrder: readonly CustomerDocumentKind[] = [
  'WITHDRAWAL_RECEIPT',
  'SIGNED_CONTRACT',
  'SIGNED_SECCI',
  'CONTRACT',
  'SECCI',
];

function madeDocumentsOf(documents: CustomerDocument[] | undefined, applicationId: string) {
  return (documents ?? [])
    .filter((document) => document.applicationId === applicationId && documentOrder.includes(document.kind))
    .sort((a, b) => documentOrder.indexOf(a.kind) - documentOrder.indexOf(b.kind));
}

const endedPositions = new Set(['CLOSED', 'COMPLETED']);

/** An application the customer can still continue (not closed, not completed). */
export const isOpenApplication = (application: LoanApplicationSummary) =>
  !endedPositions.has(application.currentPosition) &&
  application.currentStatus !== 'CLOSED' &&
  application.currentStatus !== 'COMPLETED';

const approvals = new Set(['APPROVED', 'MANUALLY_APPROVED']);
const refusals = new Set(['REJECT', 'DISALLOWED', 'MANUALLY_REJECTED']);
const decidedPositions = new Set(['RESULT', 'PURCHASE_RESULT', 'OFFLINE_RESULT']);

/** Where an application stands in the customer's words, and the badge's colour. */
export function applicationState(application: LoanApplicationSummary): { token: string; color: string } {
  const result = application.currentStatusResult ?? '';
  if (result === 'WITHDRAWN') return { token: 'application.state.WITHDRAWN', color: 'gray' };
  if (decidedPositions.has(application.currentPosition)) {
    // The brand colour: a light green badge's text does not reach 4.5:1 on its tint.
    if (approvals.has(result)) return { token: 'application.state.APPROVED', color: 'brand' };
    if (refusals.has(result)) return { token: 'application.state.REFUSED', color: 'gray' };
  }
  return {
    token: `application.position.${application.currentPosition}`,
    color: isOpenApplication(application) ? 'brand' : 'gray',
  };
}

/** `/user/applications`: the customer's applications, newest first, the open one with "Folytatás". */
export function ApplicationsListPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const landedAfterWithdrawal = withdrawalOf(location.state);
  const applications = useQuery(myLoanApplicationsQuery());
  const products = useQuery({
    ...productsQuery((applications.data ?? []).map((application) => application.offerId)),
    enabled: (applications.data?.length ?? 0) > 0,
  });
  const documents = useQuery({ ...userDocumentsQuery(), enabled: (applications.data?.length ?? 0) > 0 });

  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Title order={1}>{t('application.list.title')}</Title>
        <Text c="gray.7" mt={4}>
          {t('application.list.lead')}
        </Text>
      </div>
      {landedAfterWithdrawal && (
        // A named region right under the heading, which takes the focus on landing; not a live
        // region, which this portal keeps for "loading".
        <Alert
          color="gray"
          variant="light"
          role="region"
          icon={<IconCircleCheck size={20} aria-hidden />}
          title={t('application.list.withdrawnTitle')}
        >
          {t('application.list.withdrawnText', { date: formatLongDate(landedAfterWithdrawal.withdrawnAt) })}
        </Alert>
      )}
      {documents.isError && (
        <Alert color="red" variant="light" role="alert" title={t('application.contractDocument.loadError')}>
          <Button size="compact-sm" variant="light" color="red" onClick={() => void documents.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      )}
      {applications.isError ? (
        <LoadFailure
          title={t('application.list.loadError')}
          error={applications.error}
          onRetry={() => void applications.refetch()}
        />
      ) : !applications.data ? (
        <CardListSkeleton lineWidths={['70%', '40%']} />
      ) : applications.data.length === 0 ? (
        <EmptyStateCard
          icon={<IconFileText size={32} aria-hidden color="var(--mantine-color-brand-7)" />}
          titleId="applications-empty-title"
          title={t('application.list.emptyTitle')}
          text={t('application.list.emptyText')}
        >
          <Group gap="sm" mt="xs">
            <Button component={Link} to="/offers">
              {t('application.list.toOffers')}
            </Button>
            <Button component={Link} to="/preliminary-assessment" variant="default">
              {t('application.list.toAssessment')}
            </Button>
          </Group>
        </EmptyStateCard>
      ) : (
        <ul className={classes.applicationList}>
          {[...applications.data]
            .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
            .map((application) => {
              const name =
                products.data?.find((product) => product.id === application.offerId)?.name ??
                t('application.list.fallbackName');
              const titleId = `application-${application.id}-title`;
              const open = isOpenApplication(application);
              const state = applicationState(application);
              const decided = decidedPositions.has(application.currentPosition);
              const made = madeDocumentsOf(documents.data, application.id);
              return (
                <li key={application.id}>
                  <Card component="article" aria-labelledby={titleId}>
                    <Stack gap="xs">
                      <Group justify="space-between" align="flex-start" gap="sm">
                        <Title order={2} size="h4" id={titleId}>
                          {name}
                        </Title>
                        <Badge variant="light" color={state.color} radius="sm">
                          {t(state.token)}
                        </Badge>
                      </Group>
                      <Text>
                        {t('application.list.amountTerm', {
                          amount: hufInText(application.amount),
                          count: application.duration,
                        })}
                      </Text>
                      <Text size="sm" c="gray.7">
                        {t('application.list.created', { date: formatLongDate(application.createdAt) })}
                      </Text>
                      {application.currentStatusResult === 'WITHDRAWN' && (
                        <WithdrawnOn applicationId={application.id} />
                      )}
                      {made.length > 0 && (
                        <section aria-labelledby={`${titleId}-documents`}>
                          <Title order={3} size="h5" id={`${titleId}-documents`} mt="xs" mb={8}>
                            {t('application.list.documents')}
                          </Title>
                          <ul className={classes.fileList}>
                            {made.map((document) => (
                              <DocumentDownloadRow
                                key={document.id}
                                document={{
                                  id: document.id,
                                  title: t(`application.contractDocument.${document.kind}`),
                                  fileName: document.originalName,
                                  size: document.size,
                                }}
                              />
                            ))}
                          </ul>
                        </section>
                      )}
                      {open && (
                        <div>
                          <Button
                            component={Link}
                            to="/application"
                            mt="xs"
                            rightSection={<IconArrowRight size={18} aria-hidden />}
                          >
                            {decided ? t('application.list.view') : t('application.list.continue')}
                          </Button>
                        </div>
                      )}
                    </Stack>
                  </Card>
                </li>
              );
            })}
        </ul>
      )}
    </Stack>
  );
}

/** The day of a withdrawal, from the application's result. */
function WithdrawnOn({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const result = useQuery(applicationResultQuery(applicationId));
  const withdrawnAt = result.data?.withdrawnAt;
  if (!withdrawnAt) return null;
  return <Text size="sm">{t('application.list.withdrawnOn', { date: formatLongDate(withdrawnAt) })}</Text>;
}
