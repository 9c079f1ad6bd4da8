import type { FlowQuestion } from '@hitelkapu/domain/contracts/application';
import { formatLongDate } from '@hitelkapu/domain/format/date';
import { formatHuf, parseAmount } from '@hitelkapu/domain/format/number';
import { isStatementChoice, parseListAnswer } from '@hitelkapu/domain/rules/flow';
import type { TFunction } from 'i18next';

/** A typed or chosen answer as the customer reads it; null when there is none. */
export function answerText(question: FlowQuestion, answer: string | undefined, t: TFunction): string | null {
  if (!answer) return null;
  const labelOf = (value: string) =>
    question.options.find((option) => option.value === value)?.label ?? value;
  if (isStatementChoice(question))
    return answer === 'true'
      ? t('application.overview.consentGiven')
      : t('application.overview.consentRefused');
  if (question.type === 'STATEMENT_PROMPT')
    return answer === 'true' ? t('application.overview.accepted') : t('application.overview.notAccepted');
  switch (question.fieldType) {
    case 'SELECT':
      return labelOf(answer);
    case 'RADIO':
      if (question.options.length === 0)
        return answer === 'true' ? t('application.question.yes') : t('application.question.no');
      return labelOf(answer);
    case 'CHECKBOX': {
      const list = parseListAnswer(answer) ?? [];
      if (list.length === 0) return null;
      return question.options.length > 0 ? list.map(labelOf).join(', ') : t('application.question.yes');
    }
    case 'DATE_PICKER':
      return formatLongDate(answer) || answer;
    case 'INPUT': {
      if (question.format === 'HUF') {
        const amount = parseAmount(answer);
        return amount === null ? answer : formatHuf(amount);
      }
      return answer;
    }
    default:
      return answer;
  }
}

/** Questions whose answers are listed: the special fields of later positions are not answers. */
export const isListedAnswer = (question: FlowQuestion) =>
  question.type !== 'SPECIAL_FIELD' || question.fieldSubtype === 'EMAIL_CONFIRM';
