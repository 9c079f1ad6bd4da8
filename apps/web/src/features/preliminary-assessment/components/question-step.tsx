import type {
  Answers,
  PreliminaryQuestionSet,
  PreliminaryStep,
} from '@hitelkapu/domain/contracts/preliminary';
import { visibleQuestions } from '@hitelkapu/domain/rules/preliminary';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QuestionField } from './question-field.tsx';

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
          question={question}
          value={answers[question.identifier]}
          onChange={(value) => onAnswer(question.identifier, value)}
          error={errors[question.identifier]}
          today={today}
        />
      ))}
    </Stack>
  );
}
