import type { PreliminaryQuestion } from '@hitelkapu/domain/contracts/preliminary';
import { formatLongDate } from '@hitelkapu/domain/format/date';
import { formatAmount, formatHuf, parseAmount } from '@hitelkapu/domain/format/number';
import type { TFunction } from 'i18next';
import type { WizardTokens } from './wizard-question-step.tsx';

/**
 * A wizard answer as the customer reads it back (LOOK-AND-VOICE "Numbers the Hungarian way"):
 * the chosen option's label, yes or no, `2026. november 22.`, `1 250 000 Ft`.
 */
export function wizardAnswerText(
  question: PreliminaryQuestion,
  value: string,
  t: TFunction,
  tokens: WizardTokens = 'prelim',
): string {
  switch (question.type) {
    case 'RADIO':
    case 'SELECT': {
      const option = question.options.find((candidate) => candidate.value === value);
      if (option) return option.label;
      if (value === 'true') return t(`${tokens}.question.yes`);
      if (value === 'false') return t(`${tokens}.question.no`);
      return value;
    }
    case 'CHECKBOX':
      return value === 'true' ? t(`${tokens}.question.yes`) : t(`${tokens}.question.no`);
    case 'DATE_PICKER':
      return formatLongDate(value) || value;
    case 'INPUT': {
      const amount = parseAmount(value);
      if (amount === null) return value;
      return question.format === 'HUF' ? formatHuf(amount) : formatAmount(amount);
    }
  }
}
