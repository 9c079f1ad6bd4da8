import { Button } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Only a web address leaves the portal: the URL comes from a dealer, so anything else is not a link. */
function isWebAddress(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * "Vissza a kereskedőhöz": a leasing application's result offers the way back to the dealer
 * who sent the customer (docs/decisions/035). Nothing for other applications.
 */
export function DealerReturnLink({ url }: { url: string | null | undefined }) {
  const { t } = useTranslation();
  if (!url || !isWebAddress(url)) return null;
  return (
    <Button component="a" href={url} variant="light" leftSection={<IconArrowBackUp size={18} aria-hidden />}>
      {t('application.result.backToDealer')}
    </Button>
  );
}
