import { isPsd2Offered } from '@hitelkapu/domain/contracts/portal-config';
import { type Psd2ProviderType, psd2ProviderTypeSchema } from '@hitelkapu/domain/status/assessment';
import { Alert, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/errors/load-failure.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { usePortalConfig } from '../../../lib/portal-config.ts';
import { profileQuery } from '../../../lib/profile.ts';
import {
  myPrescoreQuery,
  prescoreFilterSettingsQuery,
  prescoreQuery,
  prescoreQuestionsQuery,
  useLeasingOnboarding,
} from '../api/leasing-prescore.ts';
import { useLeasingOffersStore } from '../leasing-offers-store.ts';
import { useLeasingStore } from '../leasing-store.ts';
import { LeasingResults } from './leasing-results.tsx';
import classes from './prescore.module.css';
import { PrescoreWizard } from './prescore-wizard.tsx';

/** The provider the config value leasing_prescore_psd2_type names (GO_CARDLESS picks the second, spec §1). */
function useLeasingProvider(): Psd2ProviderType {
  const value = usePortalConfig(
    (state) => state.items.find((item) => item.identifier === 'leasing_prescore_psd2_type')?.value,
  );
  return psd2ProviderTypeSchema.safeParse(value).data === 'GO_CARDLESS' ? 'GO_CARDLESS' : 'DEFAULT';
}

/**
 * `/leasing/prescore` (spec §2, in the preliminary assessment's layout and the dealer's look):
 * the prescore of the stored landing link, resumed where it was left, or its latest result.
 */
export function LeasingPrescorePage({ CallMeBack }: { CallMeBack: ComponentType<{ label: string }> }) {
  const { t } = useTranslation();
  const stored = useLeasingStore((state) => state.readLandingIds(Date.now())?.publicId ?? null);
  // Without a stored link (older than 24 hours, or another device) the latest prescore is resumed.
  const mine = useQuery({ ...myPrescoreQuery(), enabled: stored === null });
  const publicId = stored ?? mine.data?.publicId ?? null;
  if (publicId) return <Prescore publicId={publicId} CallMeBack={CallMeBack} />;
  return (
    <Stack gap="lg" className={classes.page}>
      <Title order={1} className={classes.pageTitle}>
        {t('leasing.prescore.title')}
      </Title>
      {mine.isPending ? (
        <Skeleton height={120} radius="md" role="status" aria-label={t('common.loading')} />
      ) : mine.isError && !(mine.error instanceof ApiError && mine.error.status === 404) ? (
        <LoadFailure
          title={t('leasing.prescore.loadError')}
          error={mine.error}
          onRetry={() => void mine.refetch()}
        />
      ) : (
        <Alert
          variant="light"
          color="gray"
          icon={<IconInfoCircle size={20} aria-hidden />}
          title={t('leasing.prescore.noLink.title')}
        >
          {t('leasing.prescore.noLink.text')}
        </Alert>
      )}
    </Stack>
  );
}

function Prescore({
  publicId,
  CallMeBack,
}: {
  publicId: string;
  CallMeBack: ComponentType<{ label: string }>;
}) {
  const { t } = useTranslation();
  const configItems = usePortalConfig((state) => state.items);
  const psd2Offered = isPsd2Offered(configItems);
  const provider = useLeasingProvider();
  const prescore = useQuery(prescoreQuery(publicId));
  // The filter settings and questions read the prescore too: asked once it is known to be ours.
  const settings = useQuery({ ...prescoreFilterSettingsQuery(publicId), enabled: prescore.isSuccess });
  const manual = useQuery(prescoreQuestionsQuery('MANUAL'));
  const psd2 = useQuery({ ...prescoreQuestionsQuery('PSD2'), enabled: psd2Offered });
  const profile = useQuery(profileQuery());
  const onboarding = useLeasingOnboarding();
  const stored = useLeasingOffersStore();
  const [view, setView] = useState<'auto' | 'wizard' | 'results'>('auto');

  // A customer who registered from the dealer's link is onboarded here (the leasing variant has no onboarding pages).
  const status = profile.data?.currentStatus;
  useEffect(() => {
    if (status === 'LEASING_REGISTERED' && onboarding.isIdle) onboarding.mutate();
  }, [status, onboarding]);

  const queries = [prescore, settings, manual, ...(psd2Offered ? [psd2] : [])];
  const failed = queries.find((query) => query.isError);
  const notFound = prescore.error instanceof ApiError && prescore.error.status === 404;
  const ready = queries.every((query) => query.isSuccess);

  const result =
    stored.publicId === publicId && stored.result ? stored.result : (prescore.data?.result ?? null);
  const showResults =
    view === 'results' || (view === 'auto' && prescore.data?.status === 'SUBMITTED' && result !== null);

  const header = (
    <div>
      <Title order={1} className={classes.pageTitle}>
        {t('leasing.prescore.title')}
      </Title>
      <Text c="gray.7" mt={4}>
        {t('leasing.prescore.lead')}
      </Text>
    </div>
  );

  if (notFound)
    return (
      <Stack gap="lg" className={classes.page}>
        {header}
        <Alert
          variant="light"
          color="gray"
          icon={<IconInfoCircle size={20} aria-hidden />}
          title={t('leasing.prescore.notFound.title')}
        >
          {t('leasing.prescore.notFound.text')}
        </Alert>
      </Stack>
    );
  if (failed)
    return (
      <Stack gap="lg" className={classes.page}>
        {header}
        <LoadFailure
          title={t('leasing.prescore.loadError')}
          error={failed.error}
          onRetry={() => void failed.refetch()}
        />
      </Stack>
    );
  if (!ready || !prescore.data || !settings.data || !manual.data)
    return (
      <Stack gap="lg" className={classes.page}>
        {header}
        <Stack gap="lg" role="status" aria-label={t('common.loading')}>
          <Skeleton height={56} radius="md" />
          <Card>
            <Stack gap="md">
              <Skeleton height={28} width="60%" />
              <Skeleton height={96} />
              <Skeleton height={48} />
              <Skeleton height={48} />
            </Stack>
          </Card>
        </Stack>
      </Stack>
    );

  if (showResults && result)
    return (
      <LeasingResults
        prescore={prescore.data}
        result={result}
        settings={settings.data}
        CallMeBack={CallMeBack}
        onChangeAnswers={() => setView('wizard')}
      />
    );
  return (
    <Stack gap="lg" className={classes.page}>
      {header}
      <PrescoreWizard
        key={prescore.data.publicId}
        prescore={prescore.data}
        settings={settings.data}
        sets={{ MANUAL: manual.data, PSD2: psd2Offered ? (psd2.data ?? null) : null }}
        psd2Offered={psd2Offered}
        provider={provider}
        onSubmitted={() => setView('results')}
      />
    </Stack>
  );
}
