import { isPsd2Offered } from '@hitelkapu/domain/contracts/portal-config';
import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/errors/load-failure.tsx';
import { usePortalConfig } from '../../../lib/portal-config.ts';
import { filterSettingsQuery } from '../../../lib/preliminary-assessment.ts';
import { preliminaryDraftQuery, questionSetQuery } from '../api/preliminary-assessment.ts';
import classes from './preliminary-assessment.module.css';
import { PreliminaryWizard } from './preliminary-wizard.tsx';

/** `/preliminary-assessment`: the wizard of spec §2 and §4, resumed from the saved draft. */
export function PreliminaryAssessmentPage() {
  const { t } = useTranslation();
  const psd2Enabled = isPsd2Offered(usePortalConfig((state) => state.items));
  const settings = useQuery(filterSettingsQuery());
  const questionSet = useQuery({
    ...questionSetQuery(settings.data?.questionSetId ?? ''),
    enabled: settings.isSuccess,
  });
  const draft = useQuery(preliminaryDraftQuery());

  const failed = [settings, questionSet, draft].find((query) => query.isError);
  const ready = settings.isSuccess && questionSet.isSuccess && draft.isSuccess;

  return (
    <Stack gap="lg" className={classes.page}>
      <div>
        <Title order={1} className={classes.pageTitle}>
          {t('prelim.title')}
        </Title>
        <Text c="gray.7" mt={4}>
          {t('prelim.lead')}
        </Text>
      </div>
      {failed ? (
        <LoadFailure
          title={t('prelim.loadError')}
          error={failed.error}
          onRetry={() => void failed.refetch()}
        />
      ) : ready ? (
        <PreliminaryWizard
          settings={settings.data}
          questionSet={questionSet.data}
          draft={draft.data}
          psd2Enabled={psd2Enabled}
        />
      ) : (
        <Stack gap="lg" role="status" aria-label={t('common.loading')}>
          <Skeleton height={56} radius="md" />
          <Card>
            <Stack gap="md">
              <Skeleton height={28} width="60%" />
              <Skeleton height={48} />
              <Skeleton height={48} />
              <Skeleton height={96} />
            </Stack>
          </Card>
        </Stack>
      )}
    </Stack>
  );
}
