import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconLogout } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailure } from '../../components/errors/load-failure.tsx';
import { LeasingLoginPrompt } from '../../features/leasing/components/leasing-login-prompt.tsx';
import { useProfile } from '../../features/profile/api/profile.ts';
import { ContactSection } from '../../features/profile/components/contact-section.tsx';
import { PersonalDataSection } from '../../features/profile/components/personal-data-section.tsx';
import { SecuritySection } from '../../features/profile/components/security-section.tsx';
import { loadInternalTokens } from '../../lib/i18n.ts';
import { LEASING_PATHS } from '../../lib/paths.ts';
import { isSessionReady, useSessionStore } from '../../lib/session-store.ts';
import { useLogout } from '../../lib/use-logout.ts';

/**
 * `/leasing/profile` (spec §2, public): the customer's data in the dealer's frame, built from
 * the profile's own sections; a visitor gets the way to the leasing login instead.
 */
export function LeasingProfileRoutePage() {
  const claims = useSessionStore((state) => state.claims);
  return isSessionReady(claims) ? <LeasingProfile /> : <LeasingLoginPrompt />;
}

function LeasingProfile() {
  const { t } = useTranslation();
  // A public route: the logged-in wording is not loaded by the route, so it is loaded here.
  const wording = useQuery({
    queryKey: ['internal-tokens'],
    queryFn: () => loadInternalTokens().then(() => true),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const profile = useProfile();
  const logout = useLogout(LEASING_PATHS.login);

  return (
    <Stack maw={760} mx="auto" gap="lg">
      <div>
        <Title order={1}>{t('leasing.profile.title')}</Title>
        <Text c="gray.7" mt={4}>
          {t('leasing.profile.lead')}
        </Text>
      </div>
      {(profile.isPending || wording.isPending) && (
        <Stack gap="lg" role="status" aria-label={t('common.loading')}>
          <Skeleton height={180} />
          <Skeleton height={220} />
        </Stack>
      )}
      {profile.isError && <LoadFailure error={profile.error} onRetry={() => void profile.refetch()} />}
      {profile.isSuccess && wording.isSuccess && (
        <>
          <PersonalDataSection key={profile.data.id} profile={profile.data} />
          <ContactSection profile={profile.data} />
          <SecuritySection profile={profile.data} />
        </>
      )}
      <Group>
        <Button
          component={Link}
          to={LEASING_PATHS.prescore}
          rightSection={<IconArrowRight size={18} aria-hidden />}
        >
          {t('leasing.profile.toPrescore')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconLogout size={18} aria-hidden />}
          loading={logout.isPending}
          onClick={() => logout.mutate()}
        >
          {t('profile.logout')}
        </Button>
      </Group>
    </Stack>
  );
}
