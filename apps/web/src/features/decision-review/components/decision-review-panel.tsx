import type { DecisionReview, DecisionReviewSubject } from '@hitelkapu/domain/contracts/decision-review';
import { formatDateTime } from '@hitelkapu/domain/format/date';
import { parseAmount } from '@hitelkapu/domain/format/number';
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { IconUserCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HufInput } from '../../../components/credit/huf-input.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { errorText, fieldErrorsText } from '../../../lib/error-text.ts';
import { decisionReviewQuery, useRequestDecisionReview } from '../api/decision-review.ts';

/** The contract's limits, checked here first so the customer sees them under the field. */
export const VIEW_MIN = 10;
export const TEXT_MAX = 2_000;

/** Filled badges in shades whose white text reaches 4.5:1 (WCAG 1.4.3). */
const statusColor = { RECEIVED: 'gray.7', IN_PROGRESS: 'blue.8', DECIDED: 'teal.9' } as const;

/** Where a request stands, in the customer's words; the reviewer's reason once decided. */
export function DecisionReviewStatus({ request }: { request: DecisionReview }) {
  const { t } = useTranslation();
  const titleId = `decision-review-${request.id}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={3} size="h4" id={titleId}>
            {t('decisionReview.status.title')}
          </Title>
          <Badge color={statusColor[request.status]} variant="filled" size="lg">
            <VisuallyHidden>{t('decisionReview.status.label')}: </VisuallyHidden>
            {t(`decisionReview.status.${request.status}`)}
          </Badge>
        </Group>
        {request.status === 'RECEIVED' && (
          <Text size="sm">
            {t('decisionReview.status.receivedText', { date: formatDateTime(request.createdAt) })}
          </Text>
        )}
        {request.status === 'IN_PROGRESS' && (
          <Text size="sm">{t('decisionReview.status.inProgressText')}</Text>
        )}
        {request.status === 'DECIDED' && request.outcome && (
          <Stack gap={6}>
            <Text fw={600}>
              {request.outcome === 'CHANGED'
                ? t(`decisionReview.outcome.CHANGED.${request.subject.kind}`)
                : t('decisionReview.outcome.CONFIRMED')}
            </Text>
            {request.outcomeReason && (
              <Text size="sm">
                <strong>{t('decisionReview.outcome.reason')}:</strong> {t(`reason.${request.outcomeReason}`)}
              </Text>
            )}
            {request.decidedAt && (
              <Text size="sm" c="gray.7">
                {t('decisionReview.outcome.decidedAt', { date: formatDateTime(request.decidedAt) })}
              </Text>
            )}
          </Stack>
        )}
        <Text size="sm" c="gray.7">
          <strong>{t('decisionReview.yourView')}:</strong> {request.customerView}
        </Text>
      </Stack>
    </Paper>
  );
}

function RequestDialog({
  subject,
  opened,
  onClose,
  onSent,
}: {
  subject: DecisionReviewSubject;
  opened: boolean;
  onClose: () => void;
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const send = useRequestDecisionReview();
  const form = useForm({
    mode: 'controlled',
    initialValues: { customerView: '', updatedFacts: '', updatedNetIncome: '' },
    validate: {
      customerView: (value) =>
        value.trim().length < VIEW_MIN ? t('decisionReview.modal.viewTooShort') : null,
      updatedNetIncome: (value) =>
        value.trim() !== '' && parseAmount(value) === null ? t('validation.invalid') : null,
    },
  });

  const submit = form.onSubmit((values) => {
    const income = parseAmount(values.updatedNetIncome);
    send.mutate(
      {
        subject,
        customerView: values.customerView.trim(),
        ...(values.updatedFacts.trim() ? { updatedFacts: values.updatedFacts.trim() } : {}),
        ...(income !== null ? { updatedNetIncome: income } : {}),
      },
      {
        onSuccess: () => {
          onSent();
          onClose();
        },
        // The server's field messages under the fields; what was typed stays.
        onError: (error) => form.setErrors(fieldErrorsText(error, t)),
      },
    );
  });

  return (
    <Dialog opened={opened} onClose={onClose} title={t('decisionReview.modal.title')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('decisionReview.modal.lead')}</Text>
          <Textarea
            label={t('decisionReview.modal.view')}
            description={t('decisionReview.modal.viewHint')}
            required
            autosize
            minRows={4}
            maxRows={10}
            maxLength={TEXT_MAX}
            data-autofocus
            {...form.getInputProps('customerView')}
          />
          <Textarea
            label={t('decisionReview.modal.facts')}
            description={t('decisionReview.modal.factsHint')}
            autosize
            minRows={2}
            maxRows={8}
            maxLength={TEXT_MAX}
            {...form.getInputProps('updatedFacts')}
          />
          <HufInput
            label={t('decisionReview.modal.income')}
            description={t('decisionReview.modal.incomeHint')}
            digitsOnly
            {...form.getInputProps('updatedNetIncome')}
            value={form.values.updatedNetIncome}
            onChange={(value) => form.setFieldValue('updatedNetIncome', value)}
          />
          {send.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorText(send.error, t)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={send.isPending}>
              {t('decisionReview.modal.cancel')}
            </Button>
            <Button type="submit" loading={send.isPending}>
              {t('decisionReview.modal.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}

/**
 * "Munkatárs felülvizsgálatát kérem" beside an automated decision (EU 2023/2225 art. 18(8),
 * GDPR art. 22(3)): the button opens the request, tied to this decision; once asked, the
 * request's status takes the button's place, so a second visit shows the open one.
 */
export function DecisionReviewPanel({
  subject,
  readOnly = false,
}: {
  subject: DecisionReviewSubject;
  /** Shows a request already made, without offering a new one. */
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const current = useQuery(decisionReviewQuery(subject));
  const [opened, dialog] = useDisclosure(false);
  const [sent, setSent] = useState(false);
  const statusRef = useRef<HTMLDivElement>(null);
  const request = current.data ?? null;

  useEffect(() => {
    if (sent && request) statusRef.current?.focus();
  }, [sent, request]);

  if (request)
    return (
      <Stack gap="xs" ref={statusRef} tabIndex={-1} w="100%" style={{ outline: 'none' }}>
        {sent && (
          <Text size="sm" role="status" fw={600}>
            {t('decisionReview.modal.sent')}
          </Text>
        )}
        <DecisionReviewStatus request={request} />
      </Stack>
    );

  if (readOnly) return null;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconUserCheck size={18} aria-hidden />}
        // A long label wraps on a phone instead of being cut off.
        h="auto"
        mih={36}
        py={6}
        styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
        loading={current.isPending}
        onClick={dialog.open}
        aria-haspopup="dialog"
      >
        {t('decisionReview.request')}
      </Button>
      {opened && (
        <RequestDialog
          subject={subject}
          opened={opened}
          onClose={dialog.close}
          onSent={() => setSent(true)}
        />
      )}
    </>
  );
}

/** The panel about a preliminary assessment (offers page). */
export function AssessmentReview({ assessmentId }: { assessmentId: string }) {
  return <DecisionReviewPanel subject={{ kind: 'PRELIMINARY_ASSESSMENT', id: assessmentId }} />;
}

/** The panel about a loan application's refusal (result and identity-check screens). */
export function ApplicationReview({
  applicationId,
  readOnly,
}: {
  applicationId: string;
  readOnly?: boolean;
}) {
  return (
    <DecisionReviewPanel subject={{ kind: 'LOAN_APPLICATION', id: applicationId }} readOnly={readOnly} />
  );
}
