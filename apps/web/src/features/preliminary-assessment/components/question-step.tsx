import type {
  Answers,
  PreliminaryQuestion,
  PreliminaryQuestionSet,
  PreliminaryStep,
} from '@hitelkapu/domain/contracts/preliminary';
import { visibleQuestions } from '@hitelkapu/domain/rules/preliminary';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type FieldQuestion, QuestionField } from '../../../components/questions/question-field.tsx';

/** The id of a question's focusable element, so a failed check can move the focus to it. */
export const questionInputId = (identifier: string) => `question-${identifier}`;

/** A wizard question as a field: its type is the field type, and every visible one is required. */
const asField = (question: PreliminaryQuestion): FieldQuestion => ({
  ...question,
  fieldType: question.type,
  isRequired: true,
});

/**
 * A configured step's questions. Visibility is decided on the whole set (spec §5
 * "Conditional visibility"): a question appears as soon as the answer it depends on matches.
 */
export function QuestionStep({
  step,
  questionSet,
  answers,
  errors,
  today,
  onAnswer,
}: {
  step: PreliminaryStep;
  questionSet: PreliminaryQuestionSet;
  answers: Answers;
  errors: Record<string, string>;
  today: string;
  onAnswer: (identifier: string, value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Text size="sm" c="gray.7">
        {t('prelim.question.allRequired')}
      </Text>
      {visibleQuestions(step, answers, questionSet).map((question) => (
        <QuestionField
          key={question.identifier}
          id={questionInputId(question.identifier)}
          question={asField(question)}
          tokens="prelim.question"
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
