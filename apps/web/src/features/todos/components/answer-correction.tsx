import type { FlowQuestion } from '@hitelkapu/domain/contracts/application';
import type { Correction } from '@hitelkapu/domain/contracts/todos';
import { flowAnswerError } from '@hitelkapu/domain/rules/flow';
import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { answerText } from '../../../components/credit/flow-answer-text.ts';
import { QuestionField } from '../../../components/questions/question-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid.ts';
import { useCompleteCorrection } from '../api/todos.ts';
import classes from './todos.module.css';

const FIELD_ID = 'correction-value';

/**
 * An ANSWER correction: the answer stored now, and the field the application flow uses for
 * that question, checked by the same rule before it is sent. The server checks it again; its
 * message shows under the field and what the customer typed stays.
 */
export function AnswerCorrection({
  correction,
  question,
  today,
  onDone,
}: {
  correction: Correction;
  /** The flow's question; without it (the flow could not be read) a plain text field stands in. */
  question: FlowQuestion | undefined;
  today: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(correction.currentValue ?? '');
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const complete = useCompleteCorrection(correction.id);
  const asFlowField = question?.type === 'SIMPLE_FIELD' ? question : undefined;
  const current =
    correction.currentValue === null
      ? null
      : question
        ? (answerText(question, correction.currentValue, t) ?? correction.currentValue)
        : correction.currentValue;

  const change = (next: string) => {
    setValue(next);
    setFieldError(undefined);
  };

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    complete.reset();
    // The flow's own check of this question, then: a correction needs an answer, even to an optional question.
    const message =
      (asFlowField ? flowAnswerError(asFlowField, value, today) : null) ??
      (value.trim() === '' ? 'errors.correction.valueRequired' : null);
    if (message) {
      setFieldError(t(message));
      focusFirstInvalid();
      return;
    }
    complete.mutate(value, {
      onSuccess: onDone,
      onError: (failure) => {
        const serverKey = failure instanceof ApiError ? failure.fieldErrors?.value : undefined;
        if (serverKey) {
          setFieldError(t(serverKey));
          focusFirstInvalid();
        }
      },
    });
  };

  const serverFieldError = complete.error instanceof ApiError && complete.error.fieldErrors?.value;
  return (
    <Card component="section" aria-labelledby="correction-answer-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4" id="correction-answer-title">
            {t('correction.answer.title')}
          </Title>
          <dl className={classes.facts}>
            <dt>{t('correction.answer.stored')}</dt>
            <dd>{current ?? t('correction.answer.none')}</dd>
          </dl>
          {asFlowField ? (
            <QuestionField
              question={asFlowField}
              id={FIELD_ID}
              value={value}
              onChange={change}
              error={fieldError}
              today={today}
              tokens="application.question"
              checkboxAnswer="list"
            />
          ) : (
            <TextInput
              id={FIELD_ID}
              label={correction.fieldLabel}
              required
              withAsterisk={false}
              autoComplete="off"
              maxLength={200}
              value={value}
              onChange={(event) => change(event.currentTarget.value)}
              error={fieldError}
            />
          )}
          {complete.error && !serverFieldError ? (
            <Alert color="red" variant="light" role="alert">
              {errorText(complete.error, t)}
            </Alert>
          ) : null}
          <Text size="sm" c="gray.7">
            {t('correction.answer.afterSend')}
          </Text>
          <Group>
            <Button type="submit" loading={complete.isPending} className={classes.action}>
              {t('correction.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
