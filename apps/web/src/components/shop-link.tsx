import { Button, type ButtonProps } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isWebAddress } from '../lib/web-address.ts';

/** "Vissza a webáruházba": the shop's own address, when it is a web address at all. */
export function ShopLink({
  url,
  variant = 'light',
  ...props
}: { url: string | null | undefined } & ButtonProps) {
  const { t } = useTranslation();
  if (!isWebAddress(url)) return null;
  return (
    <Button
      component="a"
      href={url}
      variant={variant}
      leftSection={<IconArrowBackUp size={18} aria-hidden />}
      {...props}
    >
      {t('purchase.backToShop')}
    </Button>
  );
}
