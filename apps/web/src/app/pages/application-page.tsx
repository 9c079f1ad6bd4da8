import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ApplicationPage } from '../../features/application/components/application-page.tsx';
import { CallMeBackTrigger } from '../../features/call-me-back/components/call-me-back-trigger.tsx';
import { ApplicationReview } from '../../features/decision-review/components/decision-review-panel.tsx';
import { ChangeContactDialog } from '../../features/profile/components/change-contact-dialog.tsx';

/** Adding and confirming a phone number where signing needs one, with the profile's dialog. */
function PhoneSetupButton({ label }: { label: string }) {
  const [opened, dialog] = useDisclosure(false);
  return (
    <>
      <Button variant="light" onClick={dialog.open} aria-haspopup="dialog">
        {label}
      </Button>
      <ChangeContactDialog kind="phone" opened={opened} onClose={dialog.close} />
    </>
  );
}

/**
 * `/application`: the application feature, with the call-back form for a person's review and
 * the profile's phone confirmation for signing (features meet here).
 */
export function ApplicationRoutePage() {
  return (
    <ApplicationPage
      CallMeBack={CallMeBackTrigger}
      PhoneSetup={PhoneSetupButton}
      HumanReview={ApplicationReview}
    />
  );
}
