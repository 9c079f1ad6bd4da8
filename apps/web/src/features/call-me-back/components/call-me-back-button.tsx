import { Affix, Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPhoneCall } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The form (with its select list and validators) loads on first use, not with every page.
const CallMeBackModal = lazy(() =>
  import('./call-me-back-modal.tsx').then((m) => ({ default: m.CallMeBackModal })),
);

export function CallMeBackButton() {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const [wasOpened, setWasOpened] = useState(false);
  return (
    <>
      <Affix position={{ bottom: 20, right: 20 }} zIndex={150}>
        <Button
          radius="xl"
          size="md"
          style={{ boxShadow: 'var(--mantine-shadow-md)' }}
          leftSection={<IconPhoneCall size={18} aria-hidden />}
          onClick={() => {
            setWasOpened(true);
            open();
          }}
          aria-haspopup="dialog"
        >
          {t('callMeBack.button')}
        </Button>
      </Affix>
      {wasOpened && (
        <Suspense fallback={null}>
          <CallMeBackModal opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
