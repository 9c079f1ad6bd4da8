import { Button, Checkbox, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCookieConsent } from '../../../lib/cookie-consent-store.ts';
import { notify } from '../../../lib/notify.ts';
import '../../../components/more-styles.ts';

/**
 * Cookie consent: nothing is pre-ticked, refusing is one click like accepting, and the
 * choice can be changed at any time from the footer.
 */
export function CookieConsentModal() {
  const { t } = useTranslation();
  const { isOpen, allowAnalytics, close, choose } = useCookieConsent();
  const [analytics, setAnalytics] = useState(false);

  useEffect(() => {
    if (isOpen) setAnalytics(allowAnalytics);
  }, [isOpen, allowAnalytics]);

  const save = (value: boolean) => {
    choose(value);
    notify(t('cookies.saved'), 'success');
  };

  return (
    <Modal
      opened={isOpen}
      onClose={close}
      title={t('cookies.title')}
      centered
      size="xl"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        <Text>{t('cookies.summary')}</Text>
        <Checkbox
          checked
          disabled
          label={t('cookies.necessary.label')}
          description={t('cookies.necessary.description')}
        />
        <Checkbox
          checked={analytics}
          onChange={(event) => setAnalytics(event.currentTarget.checked)}
          label={t('cookies.analytics.label')}
          description={t('cookies.analytics.description')}
        />
        {/* Refusing is exactly as prominent as accepting. */}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" mt="sm">
          <Button onClick={() => save(false)}>{t('cookies.rejectOptional')}</Button>
          <Button variant="default" onClick={() => save(analytics)}>
            {t('cookies.saveSelection')}
          </Button>
          <Button onClick={() => save(true)}>{t('cookies.acceptAll')}</Button>
        </SimpleGrid>
      </Stack>
    </Modal>
  );
}
