import { isLeasingPath } from '@hitelkapu/domain/rules/navigation';
import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function PageLoader() {
  const { t } = useTranslation();
  // A leasing page wears its dealer's colours once they arrive: until then nothing in the
  // portal's teal, so the page does not change colour twice.
  const neutral = typeof window !== 'undefined' && isLeasingPath(window.location.pathname);
  return (
    <Center mih="60vh" role="status" aria-label={t('common.loading')}>
      <Loader color={neutral ? 'gray.6' : undefined} />
    </Center>
  );
}
