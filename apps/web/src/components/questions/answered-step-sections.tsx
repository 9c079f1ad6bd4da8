import type { Answers, PreliminaryQuestionSet } from '@hitelkapu/domain/contracts/preliminary';
import { visibleQuestions } from '@hitelkapu/domain/rules/preliminary';
import { Button, Group, Paper, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { wizardAnswerText } from './wizard-answer-text.ts';
import type { WizardTokens } from './wizard-question-step.tsx';

/** The translation keys of a summary's edit button: its text and its name for a step. */
export interface SummaryEditWording {
  /** "Módosítás" */
  text: string;
  /** "Módosítás: {{step}}" */
  named: string;
}

/** "Módosítás", named for the step it opens ("Módosítás: Jövedelem"). */
export function SummaryEditButton({
  step,
  wording,
  onClick,
  disabled,
}: {
  step: string;
  wording: SummaryEditWording;
  onClick: () => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconPencil size={16} aria-hidden />}
      onClick={onClick}
      disabled={disabled}
      aria-label={t(wording.named, { step })}
    >
      {t(wording.text)}
    </Button>
  );
}

/**
 * A wizard summary's answers: one section per question step that has an answer shown, titled
 * with the step and a way back to it, each answer in Hungarian format. Steps and questions
 * hidden by the answers are left out.
 */
export function AnsweredStepSections({
  questionSet,
  answers,
  firstQuestionStep,
  tokens,
  editWording,
  listClassName,
  onEdit,
  isEditDisabled,
}: {
  questionSet: Pick<PreliminaryQuestionSet, 'steps'>;
  answers: Answers;
  /** The wizard index of the first question step (after the fixed steps). */
  firstQuestionStep: number;
  /** The journey's wording of yes and no. */
  tokens: WizardTokens;
  editWording: SummaryEditWording;
  /** The look of the question/answer list. */
  listClassName: string | undefined;
  /** Back to a step to change its answers; they are kept. */
  onEdit: (step: number) => void;
  isEditDisabled: boolean;
}) {
  const { t } = useTranslation();
  const answeredSteps = questionSet.steps
    .map((step, position) => ({
      step,
      index: firstQuestionStep + position,
      shown: visibleQuestions(step, answers, questionSet).filter((question) => answers[question.identifier]),
    }))
    .filter(({ shown }) => shown.length > 0);
  return answeredSteps.map(({ step, index, shown }) => {
    const titleId = `summary-step-${step.id}`;
    return (
      <Paper key={step.id} withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
        <Group justify="space-between" align="center" mb="sm" gap="xs">
          <Title order={3} size="h4" id={titleId}>
            {step.title}
          </Title>
          <SummaryEditButton
            step={step.title}
            wording={editWording}
            onClick={() => onEdit(index)}
            disabled={isEditDisabled}
          />
        </Group>
        <dl className={listClassName}>
          {shown.map((question) => (
            <div key={question.identifier}>
              <dt>{question.label}</dt>
              <dd>{wizardAnswerText(question, answers[question.identifier] ?? '', t, tokens)}</dd>
            </div>
          ))}
        </dl>
      </Paper>
    );
  });
}
