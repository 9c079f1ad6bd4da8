import type { ProtectedQuestion } from '@hitelkapu/domain/contracts/staff-config-flows';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Fieldset,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconCircleCheck, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText, fieldErrorsText } from '../../../lib/error-text.ts';
import { ChangeConfirm } from './change-confirm.tsx';
import classes from './flow-editor.module.css';

/** What the editor changes of a question, in a flow and in a question set alike. */
export interface EditableQuestion {
  identifier: string;
  label: string;
  hint: string | null;
  options: { value: string; label: string }[];
  validation: string | null;
  /** A flow question's required mark; a wizard question is always required. */
  isRequired?: boolean;
  /** A wizard INPUT's numeric bounds. */
  min?: number | null;
  max?: number | null;
}

export interface EditableStep<Q extends EditableQuestion> {
  id: string;
  title: string;
  description: string | null;
  questions: Q[];
}

export interface EditableDocument<Q extends EditableQuestion> {
  id: string;
  title: string;
  steps: EditableStep<Q>[];
}

export interface Versioned<D> {
  document: D;
  version: number;
}

interface Difference {
  label: string;
  before: string;
  after: string;
}

type Translate = (key: string, values?: Record<string, unknown>) => string;

const shown = (text: string | null | undefined, t: Translate) =>
  text === null || text === undefined || text.trim() === '' ? t('staffConfig.flows.empty') : text;

/** Every change between the stored and the edited document, as the review lists them. */
export function differencesOf<Q extends EditableQuestion>(
  before: EditableDocument<Q>,
  after: EditableDocument<Q>,
  t: Translate,
): Difference[] {
  const list: Difference[] = [];
  const stepOrder = (d: EditableDocument<Q>) => d.steps.map((step) => step.title).join(' · ');
  if (before.steps.map((s) => s.id).join() !== after.steps.map((s) => s.id).join())
    list.push({
      label: t('staffConfig.flows.diff.stepOrder'),
      before: stepOrder(before),
      after: stepOrder(after),
    });
  const questionsBefore = new Map(
    before.steps.flatMap((step) => step.questions.map((q) => [q.identifier, q] as const)),
  );
  const questionsAfter = new Set(after.steps.flatMap((step) => step.questions.map((q) => q.identifier)));
  for (const step of after.steps) {
    const old = before.steps.find((candidate) => candidate.id === step.id);
    if (!old) continue;
    if (old.title !== step.title)
      list.push({ label: t('staffConfig.flows.diff.stepTitle'), before: old.title, after: step.title });
    if ((old.description ?? '') !== (step.description ?? ''))
      list.push({
        label: t('staffConfig.flows.diff.stepDescription', { step: step.title }),
        before: shown(old.description, t),
        after: shown(step.description, t),
      });
    const order = (s: EditableStep<Q>) =>
      s.questions
        .filter((q) => questionsAfter.has(q.identifier))
        .map((q) => q.identifier)
        .join();
    if (order(old) !== order(step))
      list.push({
        label: t('staffConfig.flows.diff.questionOrder', { step: step.title }),
        before: old.questions.map((q) => q.label).join(' · '),
        after: step.questions.map((q) => q.label).join(' · '),
      });
    for (const q of step.questions) {
      const was = questionsBefore.get(q.identifier);
      if (!was) continue;
      const name = was.label;
      if (was.label !== q.label)
        list.push({ label: t('staffConfig.flows.diff.label', { name }), before: was.label, after: q.label });
      if ((was.hint ?? '') !== (q.hint ?? ''))
        list.push({
          label: t('staffConfig.flows.diff.hint', { name }),
          before: shown(was.hint, t),
          after: shown(q.hint, t),
        });
      if (was.isRequired !== q.isRequired)
        list.push({
          label: t('staffConfig.flows.diff.required', { name }),
          before: t(was.isRequired ? 'staffConfig.flows.requiredYes' : 'staffConfig.flows.requiredNo'),
          after: t(q.isRequired ? 'staffConfig.flows.requiredYes' : 'staffConfig.flows.requiredNo'),
        });
      q.options.forEach((option) => {
        const old = was.options.find((candidate) => candidate.value === option.value);
        if (old && old.label !== option.label)
          list.push({
            label: t('staffConfig.flows.diff.option', { name }),
            before: old.label,
            after: option.label,
          });
      });
      if (was.min !== q.min)
        list.push({
          label: t('staffConfig.flows.diff.min', { name }),
          before: String(was.min ?? '–'),
          after: String(q.min ?? '–'),
        });
      if (was.max !== q.max)
        list.push({
          label: t('staffConfig.flows.diff.max', { name }),
          before: String(was.max ?? '–'),
          after: String(q.max ?? '–'),
        });
    }
  }
  for (const [identifier, q] of questionsBefore)
    if (!questionsAfter.has(identifier))
      list.push({
        label: t('staffConfig.flows.diff.removed'),
        before: q.label,
        after: t('staffConfig.flows.removedValue'),
      });
  return list;
}

function move<T>(items: T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length) return items;
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * The editor of a flow or a question set: step titles and order, each question's wording,
 * required mark, option labels and bounds, with the edited step shown beside it as the
 * customer's screen draws it. Every change is shown before → after before it is saved; the
 * server's field errors land on their fields, and a refused save keeps what was typed.
 */
export function FlowEditor<Q extends EditableQuestion, D extends EditableDocument<Q>>({
  root,
  saved,
  protectedQuestions,
  typeLabel,
  isBounded = () => false,
  renderPreview,
  onSave,
  onReload,
}: {
  root: 'flow' | 'questionSet';
  saved: Versioned<D>;
  protectedQuestions: readonly ProtectedQuestion[];
  typeLabel: (question: Q) => string;
  /** Whether the question's numeric bounds may be edited (a wizard's numeric INPUT). */
  isBounded?: (question: Q) => boolean;
  /** The edited step as the customer sees it, drawn by the customer's own question components. */
  renderPreview: (step: D['steps'][number], document: D) => ReactNode;
  onSave: (document: D, version: number) => Promise<Versioned<D>>;
  onReload: () => Promise<Versioned<D> | undefined>;
}) {
  const { t } = useTranslation();
  const [base, setBase] = useState(saved);
  const [document, setDocument] = useState<D>(saved.document);
  const [selected, setSelected] = useState(0);
  const [width, setWidth] = useState<'phone' | 'desktop'>('phone');
  const [review, setReview] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const protectedBy = new Map(protectedQuestions.map((q) => [q.identifier, q.readBy]));
  const fieldErrors = fieldErrorsText(error, t);
  const conflict = error instanceof ApiError && error.status === 409;
  const step = document.steps[selected] ?? document.steps[0];
  // Kept while the review closes, so the dialog does not flash an empty list.
  const differences = useMemo(() => differencesOf(base.document, document, t), [base, document, t]);

  const errorOf = (path: string) => fieldErrors[`${root}.${path}`];
  const updateSteps = (steps: D['steps']) => setDocument((current) => ({ ...current, steps }));
  const updateStep = (index: number, change: Partial<EditableStep<Q>>) =>
    updateSteps(document.steps.map((s, i) => (i === index ? { ...s, ...change } : s)) as D['steps']);
  const updateQuestion = (index: number, change: Partial<Q>) =>
    step &&
    updateStep(selected, {
      questions: step.questions.map((q, i) => (i === index ? { ...q, ...change } : q)),
    });
  /** Positions change: errors keyed by the old positions no longer fit. */
  const restructure = (steps: D['steps']) => {
    setError(null);
    updateSteps(steps);
  };

  async function save() {
    setPending(true);
    try {
      const next = await onSave(document, base.version);
      setBase(next);
      setDocument(next.document);
      setError(null);
      setReview(false);
      setNotice(t('staffConfig.flows.saved', { version: next.version }));
      requestAnimationFrame(() => noticeRef.current?.focus());
    } catch (failure) {
      setReview(false);
      setError(failure);
      requestAnimationFrame(() => errorRef.current?.focus());
    } finally {
      setPending(false);
    }
  }

  async function reload() {
    const fresh = await onReload();
    if (!fresh) return;
    setBase(fresh);
    setDocument(fresh.document);
    setError(null);
  }

  const stepErrors = (index: number) =>
    Object.keys(fieldErrors).some((path) => path.startsWith(`${root}.steps.${index}.`));

  return (
    <Stack gap="lg">
      {notice && (
        <Alert
          ref={noticeRef}
          tabIndex={-1}
          color="teal"
          variant="light"
          role="status"
          icon={<IconCircleCheck size={20} aria-hidden />}
        >
          <Text size="sm">{notice}</Text>
        </Alert>
      )}
      {error !== null && (
        <Alert ref={errorRef} tabIndex={-1} color="red" role="alert" data-testid="flow-editor-error">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorText(error, t)}</Text>
            {conflict && (
              <Button size="sm" variant="default" onClick={() => void reload()}>
                {t('staffConfig.flows.reload')}
              </Button>
            )}
          </Stack>
        </Alert>
      )}

      <TextInput
        label={t('staffConfig.flows.documentTitle')}
        value={document.title}
        onChange={(event) => setDocument({ ...document, title: event.currentTarget.value })}
        error={errorOf('title')}
        required
      />

      <nav aria-label={t('staffConfig.flows.stepsLabel')}>
        <ol className={classes.steps}>
          {document.steps.map((s, index) => (
            <li key={s.id} className={classes.stepItem}>
              <Button
                variant={index === selected ? 'filled' : 'default'}
                color={stepErrors(index) ? 'red' : undefined}
                aria-current={index === selected ? 'step' : undefined}
                onClick={() => setSelected(index)}
                className={classes.stepButton}
                justify="flex-start"
              >
                <span className={classes.stepNumber}>{index + 1}.</span>{' '}
                {s.title || t('staffConfig.flows.untitled')}
              </Button>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  size="xl"
                  aria-label={t('staffConfig.flows.stepUp', { step: s.title })}
                  disabled={index === 0}
                  onClick={() => {
                    restructure(move(document.steps, index, index - 1) as D['steps']);
                    if (selected === index) setSelected(index - 1);
                  }}
                >
                  <IconArrowUp size={18} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  size="xl"
                  aria-label={t('staffConfig.flows.stepDown', { step: s.title })}
                  disabled={index === document.steps.length - 1}
                  onClick={() => {
                    restructure(move(document.steps, index, index + 1) as D['steps']);
                    if (selected === index) setSelected(index + 1);
                  }}
                >
                  <IconArrowDown size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </li>
          ))}
        </ol>
      </nav>

      {step && (
        <div className={classes.layout}>
          <Stack gap="md" className={classes.editorColumn}>
            <Fieldset legend={t('staffConfig.flows.stepLegend', { number: selected + 1 })}>
              <Stack gap="sm">
                <TextInput
                  label={t('staffConfig.flows.stepTitle')}
                  value={step.title}
                  required
                  error={errorOf(`steps.${selected}.title`)}
                  onChange={(event) => updateStep(selected, { title: event.currentTarget.value })}
                />
                <Textarea
                  label={t('staffConfig.flows.stepDescription')}
                  autosize
                  minRows={2}
                  value={step.description ?? ''}
                  error={errorOf(`steps.${selected}.description`)}
                  onChange={(event) => updateStep(selected, { description: event.currentTarget.value })}
                />
                {errorOf(`steps.${selected}.questions`) && (
                  <Text size="sm" c="red.8" role="alert">
                    {errorOf(`steps.${selected}.questions`)}
                  </Text>
                )}
              </Stack>
            </Fieldset>

            {step.questions.map((question, index) => {
              const path = `steps.${selected}.questions.${index}`;
              const readBy = protectedBy.get(question.identifier);
              const bounded = isBounded(question);
              return (
                <Card
                  key={question.identifier}
                  withBorder
                  className={classes.question}
                  component="section"
                  aria-label={question.label}
                >
                  <Stack gap="sm">
                    <Group justify="space-between" align="flex-start" gap="xs">
                      <Stack gap={2}>
                        <Text size="xs" c="gray.7" className={classes.identifier}>
                          {question.identifier}
                        </Text>
                        <Group gap={6}>
                          <Badge variant="light" color="gray">
                            {typeLabel(question)}
                          </Badge>
                          {readBy && (
                            <Badge variant="outline" color="blue.8">
                              {t(`staffConfig.flows.readBy.${readBy}`)}
                            </Badge>
                          )}
                        </Group>
                      </Stack>
                      <Group gap={2} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          size="xl"
                          aria-label={t('staffConfig.flows.questionUp', { name: question.label })}
                          disabled={index === 0}
                          onClick={() =>
                            restructure(
                              document.steps.map((s, i) =>
                                i === selected ? { ...s, questions: move(s.questions, index, index - 1) } : s,
                              ) as D['steps'],
                            )
                          }
                        >
                          <IconArrowUp size={18} aria-hidden />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          size="xl"
                          aria-label={t('staffConfig.flows.questionDown', { name: question.label })}
                          disabled={index === step.questions.length - 1}
                          onClick={() =>
                            restructure(
                              document.steps.map((s, i) =>
                                i === selected ? { ...s, questions: move(s.questions, index, index + 1) } : s,
                              ) as D['steps'],
                            )
                          }
                        >
                          <IconArrowDown size={18} aria-hidden />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          size="xl"
                          aria-label={t('staffConfig.flows.removeQuestion', { name: question.label })}
                          disabled={readBy !== undefined}
                          onClick={() =>
                            restructure(
                              document.steps.map((s, i) =>
                                i === selected
                                  ? { ...s, questions: s.questions.filter((_, j) => j !== index) }
                                  : s,
                              ) as D['steps'],
                            )
                          }
                        >
                          <IconTrash size={18} aria-hidden />
                        </ActionIcon>
                      </Group>
                    </Group>
                    {readBy && (
                      <Text size="sm" c="gray.7">
                        {t('staffConfig.flows.protectedNote')}
                      </Text>
                    )}
                    <TextInput
                      label={t('staffConfig.flows.label')}
                      value={question.label}
                      required
                      error={errorOf(`${path}.label`)}
                      onChange={(event) =>
                        updateQuestion(index, { label: event.currentTarget.value } as Partial<Q>)
                      }
                    />
                    <Textarea
                      label={t('staffConfig.flows.hint')}
                      autosize
                      minRows={1}
                      value={question.hint ?? ''}
                      error={errorOf(`${path}.hint`)}
                      onChange={(event) =>
                        updateQuestion(index, { hint: event.currentTarget.value } as Partial<Q>)
                      }
                    />
                    {question.isRequired !== undefined &&
                      (readBy !== undefined && question.isRequired ? (
                        <Text size="sm" fw={600}>
                          {t('staffConfig.flows.requiredLocked')}
                        </Text>
                      ) : (
                        <Switch
                          label={t('staffConfig.flows.required')}
                          checked={question.isRequired}
                          error={errorOf(`${path}.isRequired`)}
                          onChange={(event) =>
                            updateQuestion(index, { isRequired: event.currentTarget.checked } as Partial<Q>)
                          }
                        />
                      ))}
                    {question.options.map((option, k) => (
                      <TextInput
                        key={option.value}
                        label={t('staffConfig.flows.optionLabel', { value: option.value })}
                        value={option.label}
                        required
                        error={errorOf(`${path}.options.${k}.label`)}
                        onChange={(event) => {
                          const label = event.currentTarget.value;
                          updateQuestion(index, {
                            options: question.options.map((o, m) => (m === k ? { ...o, label } : o)),
                          } as Partial<Q>);
                        }}
                      />
                    ))}
                    {errorOf(`${path}.options`) && (
                      <Text size="sm" c="red.8">
                        {errorOf(`${path}.options`)}
                      </Text>
                    )}
                    {bounded && (
                      <Group grow gap="sm" align="flex-start">
                        <NumberInput
                          label={t('staffConfig.flows.min')}
                          value={question.min ?? ''}
                          thousandSeparator=" "
                          allowDecimal={false}
                          error={errorOf(`${path}.min`)}
                          onChange={(value) =>
                            updateQuestion(index, {
                              min: typeof value === 'number' ? value : null,
                            } as Partial<Q>)
                          }
                        />
                        <NumberInput
                          label={t('staffConfig.flows.max')}
                          value={question.max ?? ''}
                          thousandSeparator=" "
                          allowDecimal={false}
                          error={errorOf(`${path}.max`)}
                          onChange={(value) =>
                            updateQuestion(index, {
                              max: typeof value === 'number' ? value : null,
                            } as Partial<Q>)
                          }
                        />
                      </Group>
                    )}
                    {Object.entries(fieldErrors)
                      .filter(
                        ([key]) =>
                          key.startsWith(`${root}.${path}.`) &&
                          !/\.(label|hint|isRequired|options|min|max)(\.|$)/.test(
                            key.slice(`${root}.${path}`.length),
                          ),
                      )
                      .map(([key, message]) => (
                        <Text key={key} size="sm" c="red.8">
                          {message}
                        </Text>
                      ))}
                  </Stack>
                </Card>
              );
            })}
          </Stack>

          <section className={classes.previewColumn} aria-labelledby="flow-preview-title">
            <Stack gap="sm">
              <Group justify="space-between" gap="xs">
                <Title order={2} size="h4" id="flow-preview-title">
                  {t('staffConfig.flows.preview')}
                </Title>
                <SegmentedControl
                  size="xs"
                  value={width}
                  onChange={(value) => setWidth(value === 'desktop' ? 'desktop' : 'phone')}
                  aria-label={t('staffConfig.flows.previewWidth')}
                  data={[
                    { value: 'phone', label: t('staffConfig.flows.previewPhone') },
                    { value: 'desktop', label: t('staffConfig.flows.previewDesktop') },
                  ]}
                />
              </Group>
              <Text size="sm" c="gray.7">
                {t('staffConfig.flows.previewLead')}
              </Text>
              <div className={classes.previewScroller}>
                <Paper
                  withBorder
                  radius="md"
                  p="md"
                  className={classes.previewFrame}
                  data-width={width}
                  data-testid="flow-preview"
                >
                  <Stack gap="md">
                    <div>
                      <Title order={3} size="h3">
                        {step.title}
                      </Title>
                      {step.description && (
                        <Text c="gray.7" mt={6}>
                          {step.description}
                        </Text>
                      )}
                    </div>
                    {renderPreview(step, document)}
                  </Stack>
                </Paper>
              </div>
            </Stack>
          </section>
        </div>
      )}

      <Group justify="flex-end" gap="sm">
        <Button
          variant="default"
          onClick={() => {
            setDocument(base.document);
            setError(null);
          }}
        >
          {t('staffConfig.flows.discard')}
        </Button>
        <Button onClick={() => setReview(true)}>{t('staffConfig.flows.review')}</Button>
      </Group>

      <ChangeConfirm
        opened={review}
        lead={t('staffConfig.flows.confirmLead')}
        differences={differences}
        saving={pending}
        onSave={() => void save()}
        onClose={() => setReview(false)}
      />
    </Stack>
  );
}
