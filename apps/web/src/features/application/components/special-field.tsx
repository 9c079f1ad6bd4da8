import type { FlowQuestion } from '@hitelkapu/domain/contracts/application';
import type { BankSync } from '@hitelkapu/domain/contracts/bank-sync';
import { SPECIAL_FIELD_DONE } from '@hitelkapu/domain/rules/flow';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import {
  IconBuildingBank,
  IconCircleCheck,
  IconId,
  IconInfoCircle,
  IconMailCheck,
} from '@tabler/icons-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BankSyncPanel } from '../../../components/bank-sync/bank-sync-panel.tsx';
import { flowInputId } from './simple-field.tsx';

/**
 * A SPECIAL_FIELD, answered by the server, never typed: the email confirmation shows whether
 * it is done; the identity check (KYC) is explained, as it comes after submitting; the bank
 * sync (PSD2) links the account here, and the server completes the field once it is linked.
 */
export function SpecialField({
  question,
  value,
  error,
  onRecheck,
  isRechecking,
}: {
  question: FlowQuestion;
  value: string | undefined;
  error: string | undefined;
  /** Reads the application again (the customer confirmed the email address elsewhere). */
  onRecheck: () => void;
  isRechecking: boolean;
}) {
  const { t } = useTranslation();
  switch (question.fieldSubtype) {
    case 'EMAIL_CONFIRM':
      if (value === SPECIAL_FIELD_DONE)
        return (
          <Alert
            color="brand"
            variant="light"
            icon={<IconCircleCheck size={20} aria-hidden />}
            title={question.label}
          >
            {t('application.special.emailDone')}
          </Alert>
        );
      return (
        <Alert
          color={error ? 'red' : 'brand'}
          variant="light"
          icon={<IconMailCheck size={20} aria-hidden />}
          title={question.label}
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{question.hint ?? t('application.special.emailPending')}</Text>
            {error && (
              <Text size="sm" c="red.8" fw={600}>
                {error}
              </Text>
            )}
            <Button
              id={flowInputId(question.identifier)}
              size="compact-sm"
              variant="outline"
              onClick={onRecheck}
              loading={isRechecking}
            >
              {t('application.special.emailRecheck')}
            </Button>
          </Stack>
        </Alert>
      );
    case 'KYC':
      return (
        <Alert color="gray" variant="light" icon={<IconId size={20} aria-hidden />} title={question.label}>
          <Text size="sm">{question.hint ?? t('application.special.kyc')}</Text>
        </Alert>
      );
    case 'PSD2':
      if (value === SPECIAL_FIELD_DONE)
        return (
          <Alert
            color="brand"
            variant="light"
            icon={<IconCircleCheck size={20} aria-hidden />}
            title={t('bankSync.application.done')}
          >
            {t('bankSync.application.doneText')}
          </Alert>
        );
      return <BankLinkField question={question} error={error} onRecheck={onRecheck} />;
    default:
      return null;
  }
}

/**
 * The PSD2 field before it is done: the bank-link panel of the application's own sync. The
 * bank sends the browser back to /application, where the panel asks the server for the outcome;
 * once the sync has succeeded the application is read again, and the server's answer shows the
 * field as done.
 */
function BankLinkField({
  question,
  error,
  onRecheck,
}: {
  question: FlowQuestion;
  error: string | undefined;
  onRecheck: () => void;
}) {
  const { t } = useTranslation();
  const [manual, setManual] = useState(false);
  // Each succeeded sync asks for the application once, however often the panel reports it.
  const rechecked = useRef(new Set<string>());
  const onSync = useCallback(
    (sync: BankSync | null) => {
      if (sync?.status !== 'SUCCEEDED' || rechecked.current.has(sync.id)) return;
      rechecked.current.add(sync.id);
      onRecheck();
    },
    [onRecheck],
  );
  return (
    <Stack
      gap="sm"
      id={flowInputId(question.identifier)}
      tabIndex={-1}
      aria-labelledby={`${flowInputId(question.identifier)}-label`}
      component="section"
    >
      <Stack gap={4}>
        <Group gap={6} wrap="nowrap">
          <IconBuildingBank size={18} aria-hidden />
          <Text fw={600} id={`${flowInputId(question.identifier)}-label`}>
            {question.label}
          </Text>
        </Group>
        {question.hint && (
          <Text size="sm" c="gray.7">
            {question.hint}
          </Text>
        )}
        {error && (
          <Text size="sm" c="red.8" fw={600}>
            {error}
          </Text>
        )}
      </Stack>
      {manual && (
        <Alert
          color={question.isRequired ? 'orange' : 'gray'}
          variant="light"
          icon={<IconInfoCircle size={20} aria-hidden />}
          role="status"
        >
          {question.isRequired
            ? t('bankSync.application.requiredManual')
            : t('bankSync.application.optionalManual')}
        </Alert>
      )}
      <BankSyncPanel
        purpose="APPLICATION"
        // Every answer of the application is saved as it is given: nothing more to keep.
        beforeRedirect={async () => undefined}
        onManual={() => setManual(true)}
        onSync={onSync}
      />
    </Stack>
  );
}
