import type { LoanApplicationSummary } from '@hitelkapu/domain/contracts/application';
import { formatLongDate } from '@hitelkapu/domain/format/date';
import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconFileText } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../../lib/error-text.ts';
import { hufInText } from '../../../lib/format-text.ts';
import { myLoanApplicationsQuery, productsQuery } from '../api/application.ts';
import classes from './application.module.css';

const endedPositions = new Set(['CLOSED', 'COMPLETED']);

/** An application the customer can still continue (not closed, not completed). */
export const isOpenApplication = (application: LoanApplicationSummary) =>
  !endedPositions.has(application.currentPosition) &&
  application.currentStatus !== 'CLOSED' &&
  application.currentStatus !== 'COMPLETED';

const approvals = new Set(['APPROVED', 'MANUALLY_APPROVED']);
const refusals = new Set(['REJECT', 'DISALLOWED', 'MANUALLY_REJECTED']);
const decidedPositions = new Set(['RESULT', 'OFFLINE_RESULT']);

/** Where an application stands in the customer's words, and the badge's colour. */
export function applicationState(application: LoanApplicationSummary): { token: string; color: string } {
  const result = application.currentStatusResult ?? '';
  if (result === 'WITHDRAWN') return { token: 'application.state.WITHDRAWN', color: 'gray' };
  if (decidedPositions.has(application.currentPosition)) {
    if (approvals.has(result)) return { token: 'application.state.APPROVED', color: 'green' };
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
  const applications = useQuery(myLoanApplicationsQuery());
  const products = useQuery({
    ...productsQuery((applications.data ?? []).map((application) => application.offerId)),
    enabled: (applications.data?.length ?? 0) > 0,
  });

  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Title order={1}>{t('application.list.title')}</Title>
        <Text c="gray.7" mt={4}>
          {t('application.list.lead')}
        </Text>
      </div>
      {applications.isError ? (
        <Alert color="red" variant="light" role="alert" title={t('application.list.loadError')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorText(applications.error, t)}</Text>
            <Button size="compact-sm" variant="light" color="red" onClick={() => void applications.refetch()}>
              {t('common.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : !applications.data ? (
        <Stack gap="md" role="status" aria-label={t('common.loading')}>
          {[0, 1].map((item) => (
            <Card key={item}>
              <Stack gap="sm">
                <Skeleton height={22} width="50%" />
                <Skeleton height={18} width="70%" />
                <Skeleton height={18} width="40%" />
              </Stack>
            </Card>
          ))}
        </Stack>
      ) : applications.data.length === 0 ? (
        <Card component="section" aria-labelledby="applications-empty-title">
          <Stack gap="sm" align="flex-start">
            <IconFileText size={32} aria-hidden color="var(--mantine-color-brand-7)" />
            <Title order={2} size="h3" id="applications-empty-title">
              {t('application.list.emptyTitle')}
            </Title>
            <Text c="gray.7">{t('application.list.emptyText')}</Text>
            <Group gap="sm" mt="xs">
              <Button component={Link} to="/offers">
                {t('application.list.toOffers')}
              </Button>
              <Button component={Link} to="/preliminary-assessment" variant="default">
                {t('application.list.toAssessment')}
              </Button>
            </Group>
          </Stack>
        </Card>
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
