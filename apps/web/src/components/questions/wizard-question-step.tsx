import type {
  Answers,
  PreliminaryQuestion,
  PreliminaryQuestionSet,
  PreliminaryStep,
} from '@hitelkapu/domain/contracts/preliminary';
import { visibleQuestions } from '@hitelkapu/domain/rules/preliminary';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type FieldQuestion, QuestionField } from './question-field.tsx';

/** The id of a question's focusable element, so a failed check can move the focus to it. */
export const questionInputId = (identifier: string) => `question-${identifier}`;

/** A wizard question as a field: its type is the field type, and every visible one is required. */
const asField = (question: PreliminaryQuestion): FieldQuestion => ({
  ...question,
  fieldType: question.type,
  isRequired: true,
});

/** The token groups of the wizards built on the preliminary question model (decision 026). */
export type WizardTokens = 'prelim' | 'leasing.prescore';

/**
 * A configured wizard step's questions, for the preliminary wizard and the leasing prescore
 * alike. Visibility is decided on the whole set (spec §5 "Conditional visibility"): a question
 * appears as soon as the answer it depends on matches.
 */
export function WizardQuestionStep({
  tokens,
  step,
  questionSet,
  answers,
  errors,
  today,
  onAnswer,
}: {
  tokens: WizardTokens;
  step: PreliminaryStep;
  questionSet: Pick<PreliminaryQuestionSet, 'steps'>;
  answers: Answers;
  errors: Record<string, string>;
  today: string;
  onAnswer: (identifier: string, value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Text size="sm" c="gray.7">
        {t(`${tokens}.question.allRequired`)}
      </Text>
      {visibleQuestions(step, answers, questionSet).map((question) => (
        <QuestionField
          key={question.identifier}
          id={questionInputId(question.identifier)}
          question={asField(question)}
          tokens={`${tokens}.question`}
          // Spec §5: the wizard's INPUT answers are numbers.
          numeric
          value={answers[question.identifier]}
          onChange={(value) => onAnswer(question.identifier, value)}
          error={errors[question.identifier]}
          today={today}
        />
      ))}
    </Stack>
  );
}
