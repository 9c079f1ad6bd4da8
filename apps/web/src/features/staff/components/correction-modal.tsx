import type { FlowQuestion } from '@hitelkapu/domain/contracts/application';
import type { ReviewItem } from '@hitelkapu/domain/contracts/staff-review';
import type { CorrectionKind } from '@hitelkapu/domain/contracts/todos';
import { formatLongDate } from '@hitelkapu/domain/format/date';
import { visibleFlowQuestions } from '@hitelkapu/domain/rules/flow';
import { Group, NativeSelect, NumberInput, Radio, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { answerText } from '../../../components/credit/flow-answer-text.ts';
import { LoadFailure } from '../../../components/errors/load-failure.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useRequestCorrection } from '../api/corrections.ts';
import { reviewCaseQuery } from '../api/reviews.ts';
import { ActionModal } from './action-modal.tsx';
import { ItemSummary } from './decision-modal.tsx';

/** The message to the customer, as the contract checks it: 10 to 1000 characters once trimmed. */
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 1_000;
export const DUE_DAYS_DEFAULT = 7;
export const DUE_DAYS_MIN = 1;
export const DUE_DAYS_MAX = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Which questions a kind of correction may ask about: typed answers, or document prompts. */
const fitsKind = (kind: CorrectionKind) => (question: FlowQuestion) =>
  kind === 'ANSWER' ? question.type === 'SIMPLE_FIELD' : question.type === 'DOCUMENT_PROMPT';

interface Values {
  kind: CorrectionKind;
  fieldId: string;
  message: string;
  dueInDays: number | string;
}

/**
 * "Javítás kérése": the reviewer asks the customer for a corrected answer or a missing
 * document on one question of the case, in words the customer reads, with a due date. The
 * customer gets a to-do and a message; the case waits for them.
 */
export function CorrectionModal({
  item,
  onClose,
  onDone,
}: {
  item: ReviewItem;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const details = useQuery(reviewCaseQuery(item.applicationId));
  const send = useRequestCorrection();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { kind: 'ANSWER', fieldId: '', message: '', dueInDays: DUE_DAYS_DEFAULT },
    validate: {
      fieldId: (value) => (value === '' ? t('staff.correction.chooseField') : null),
      message: (value) =>
        value.trim().length < MESSAGE_MIN
          ? t('staff.correction.messageTooShort', { min: MESSAGE_MIN })
          : value.trim().length > MESSAGE_MAX
            ? t('staff.correction.messageTooLong', { max: MESSAGE_MAX })
            : null,
      dueInDays: (value) =>
        typeof value !== 'number' || !Number.isInteger(value) || value < DUE_DAYS_MIN || value > DUE_DAYS_MAX
          ? t('staff.correction.dueInDaysRange', { min: DUE_DAYS_MIN, max: DUE_DAYS_MAX })
          : null,
    },
  });
  const { kind, fieldId, message, dueInDays } = form.values;

  const submit = form.onSubmit((values) =>
    send.mutate(
      {
        applicationId: item.applicationId,
        request: {
          kind: values.kind,
          fieldId: values.fieldId,
          message: values.message.trim(),
          dueInDays: Number(values.dueInDays),
        },
      },
      {
        onSuccess: () => onDone(t('staff.correction.done', { name: item.customerName })),
        onError: (failure) => {
          // The server's field messages go under their fields; anything else above the buttons.
          if (failure instanceof ApiError && failure.fieldErrors)
            form.setErrors(
              Object.fromEntries(Object.entries(failure.fieldErrors).map(([field, key]) => [field, t(key)])),
            );
        },
      },
    ),
  );

  const data = details.data;
  const groups = data
    ? data.flow.steps
        .map((step) => ({
          group: step.title,
          items: visibleFlowQuestions(step, data.answers, data.flow)
            .filter(fitsKind(kind))
            .map((question) => ({ value: question.identifier, label: question.label })),
        }))
        .filter((group) => group.items.length > 0)
    : [];
  const chosen = data?.flow.steps
    .flatMap((step) => step.questions)
    .find((question) => question.identifier === fieldId);
  const current =
    chosen && kind === 'ANSWER' ? answerText(chosen, data?.answers[chosen.identifier], t) : null;
  const days = typeof dueInDays === 'number' ? dueInDays : Number.NaN;
  const dueDate =
    Number.isInteger(days) && days >= DUE_DAYS_MIN && days <= DUE_DAYS_MAX
      ? formatLongDate(new Date(Date.now() + days * DAY_MS))
      : null;
  const hasFieldErrors = send.error instanceof ApiError && send.error.fieldErrors !== undefined;

  return (
    <ActionModal
      title={t('staff.correction.title')}
      onClose={onClose}
      onSubmit={submit}
      error={hasFieldErrors ? null : send.error}
      isPending={send.isPending}
      submitLabel={t('staff.correction.confirm')}
    >
      <ItemSummary item={item} />
      <Text size="sm">{t('staff.correction.text')}</Text>
      <Radio.Group
        label={t('staff.correction.kind')}
        required
        withAsterisk={false}
        {...form.getInputProps('kind')}
        onChange={(value) => {
          form.setFieldValue('kind', value as CorrectionKind);
          form.setFieldValue('fieldId', '');
        }}
      >
        <Group gap="xl" mt={8} style={{ rowGap: 'var(--mantine-spacing-xs)' }}>
          <Radio value="ANSWER" label={t('staff.correction.kind.ANSWER')} />
          <Radio value="DOCUMENT" label={t('staff.correction.kind.DOCUMENT')} />
        </Group>
      </Radio.Group>

      {details.isError ? (
        <LoadFailure
          title={t('staff.case.loadError')}
          error={details.error}
          onRetry={() => void details.refetch()}
        />
      ) : !data ? (
        <Skeleton height={60} role="status" aria-label={t('common.loading')} />
      ) : (
        <Stack gap={6}>
          <NativeSelect
            label={t(kind === 'ANSWER' ? 'staff.correction.question' : 'staff.correction.document')}
            required
            withAsterisk={false}
            data={[{ value: '', label: t('staff.decision.choose'), disabled: true }, ...groups]}
            {...form.getInputProps('fieldId')}
          />
          {chosen && kind === 'ANSWER' && (
            <Text size="sm" c="gray.7" aria-live="polite">
              {t('staff.correction.currentAnswer', { value: current ?? t('staff.case.noAnswer') })}
            </Text>
          )}
        </Stack>
      )}

      <Textarea
        label={t('staff.correction.message')}
        description={t('staff.correction.messageHint', { min: MESSAGE_MIN, max: MESSAGE_MAX })}
        required
        withAsterisk={false}
        autosize
        minRows={3}
        maxRows={8}
        maxLength={MESSAGE_MAX}
        {...form.getInputProps('message')}
      />
      <Text size="xs" c="gray.7" ta="right" mt={-8} aria-live="polite" aria-atomic>
        {t('staff.correction.counter', { count: message.length, max: MESSAGE_MAX })}
      </Text>

      <NumberInput
        label={t('staff.correction.dueInDays')}
        description={
          dueDate ? t('staff.correction.dueDate', { date: dueDate }) : t('staff.correction.dueInDaysHint')
        }
        required
        withAsterisk={false}
        min={DUE_DAYS_MIN}
        max={DUE_DAYS_MAX}
        allowDecimal={false}
        allowNegative={false}
        maw={200}
        {...form.getInputProps('dueInDays')}
      />
    </ActionModal>
  );
}
