import type { FilterSettings } from '@hitelkapu/domain/contracts/offers';
import { Stack } from '@mantine/core';
import type { TFunction } from 'i18next';
import { NumberSliderField, rangeError } from './number-slider-field.tsx';

export interface AmountTerm {
  /** Null while the field is empty. */
  amount: number | null;
  duration: number | null;
}

interface LoanAmountTermFieldsProps {
  settings: FilterSettings;
  value: AmountTerm;
  onChange: (value: AmountTerm) => void;
  errors?: { amount?: string | null; duration?: string | null };
  /** Prefix of the inputs' ids (a screen may show the pair once). */
  idPrefix: string;
}

const amountField = (settings: FilterSettings) =>
  ({ unit: 'huf', tokenPrefix: 'credit.amount', min: settings.minAmount, max: settings.maxAmount }) as const;
const durationField = (settings: FilterSettings) =>
  ({
    unit: 'months',
    tokenPrefix: 'credit.duration',
    min: settings.minDuration,
    max: settings.maxDuration,
  }) as const;

/**
 * The loan amount and term, each as a typed field and a slider within the calculation
 * config's ranges. Typing may leave the range for a moment; the screen checks it on "Tovább".
 */
export function LoanAmountTermFields({
  settings,
  value,
  onChange,
  errors,
  idPrefix,
}: LoanAmountTermFieldsProps) {
  return (
    <Stack gap="xl">
      <NumberSliderField
        id={`${idPrefix}-amount`}
        {...amountField(settings)}
        step={settings.amountStep}
        fallback={settings.defaultAmount}
        value={value.amount}
        onChange={(amount) => onChange({ ...value, amount })}
        error={errors?.amount}
      />
      <NumberSliderField
        id={`${idPrefix}-duration`}
        {...durationField(settings)}
        step={settings.durationStep}
        fallback={settings.defaultDuration}
        value={value.duration}
        onChange={(duration) => onChange({ ...value, duration })}
        error={errors?.duration}
      />
    </Stack>
  );
}

/**
 * The message for an amount or term outside the configured range, or null. The ranges are
 * the calculation config's; the server checks the same request again.
 */
export function amountTermErrors(
  value: AmountTerm,
  settings: FilterSettings,
  t: TFunction,
): { amount: string | null; duration: string | null } {
  return {
    amount: rangeError(value.amount, amountField(settings), t),
    duration: rangeError(value.duration, durationField(settings), t),
  };
}
