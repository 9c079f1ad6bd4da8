import { Button, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPhoneCall } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';

const CallMeBackModal = lazy(() =>
  import('./call-me-back-modal.tsx').then((m) => ({ default: m.CallMeBackModal })),
);

/**
 * A button inside a screen that opens the same call-back form as the floating button, e.g.
 * "ask a person to review" next to an automated decision.
 */
export function CallMeBackTrigger({ label, ...buttonProps }: { label: string } & ButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const [wasOpened, setWasOpened] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconPhoneCall size={18} aria-hidden />}
        // A long label wraps on a phone instead of being cut off.
        h="auto"
        mih={36}
        py={6}
        styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
        {...buttonProps}
        onClick={() => {
          setWasOpened(true);
          open();
        }}
        aria-haspopup="dialog"
      >
        {label}
      </Button>
      {wasOpened && (
        <Suspense fallback={null}>
          <CallMeBackModal opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
