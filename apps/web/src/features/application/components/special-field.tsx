import type { FlowQuestion } from '@hitelkapu/domain/contracts/application';
import { SPECIAL_FIELD_DONE } from '@hitelkapu/domain/rules/flow';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconId, IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { flowInputId } from './simple-field.tsx';

/**
 * A SPECIAL_FIELD, answered by the server, never typed: the email confirmation shows whether
 * it is done; the identity check (KYC) is explained, as it comes after submitting; the bank
 * sync (PSD2) is not offered in the application yet.
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
    default:
      // PSD2 in the application comes later (issue 5 keeps these fields hidden for now).
      return null;
  }
}
