import { Affix, Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPhoneCall } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CallMeBackModal } from './call-me-back-modal.tsx';

export function CallMeBackButton() {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Affix position={{ bottom: 20, right: 20 }} zIndex={150}>
        <Button
          radius="xl"
          size="md"
          style={{ boxShadow: 'var(--mantine-shadow-md)' }}
          leftSection={<IconPhoneCall size={18} aria-hidden />}
          onClick={open}
          aria-haspopup="dialog"
        >
          {t('callMeBack.button')}
        </Button>
      </Affix>
      <CallMeBackModal opened={opened} onClose={close} />
    </>
  );
}
