import type { PreliminaryQuestion } from '@hitelkapu/domain/contracts/preliminary';
import type { TFunction } from 'i18next';
import { wizardAnswerText } from '../../components/questions/wizard-answer-text.ts';

/** A wizard answer as the customer reads it back, in the preliminary wizard's wording. */
export function answerText(question: PreliminaryQuestion, value: string, t: TFunction): string {
  return wizardAnswerText(question, value, t, 'prelim');
}
