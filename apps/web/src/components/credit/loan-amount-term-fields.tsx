import type { FilterSettings } from '@hitelkapu/domain/contracts/offers';
import { formatHuf } from '@hitelkapu/domain/format/number';
import { Group, Slider, Stack, Text, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { HufInput } from './huf-input.tsx';
import classes from './loan-amount-term-fields.module.css';

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

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

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
  const { t } = useTranslation();
  const amountForSlider = clamp(
    value.amount ?? settings.defaultAmount,
    settings.minAmount,
    settings.maxAmount,
  );
  const durationForSlider = clamp(
    value.duration ?? settings.defaultDuration,
    settings.minDuration,
    settings.maxDuration,
  );
  const months = (count: number) => t('credit.unit.monthsCount', { count });

  return (
    <Stack gap="xl">
      <div className={classes.field}>
        <div className={classes.inputRow}>
          <HufInput
            id={`${idPrefix}-amount`}
            className={classes.input}
            label={t('credit.amount.label')}
            description={t('credit.amount.range', {
              min: formatHuf(settings.minAmount),
              max: formatHuf(settings.maxAmount),
            })}
            digitsOnly
            value={value.amount === null ? '' : String(value.amount)}
            onChange={(text) => onChange({ ...value, amount: text === '' ? null : Number(text) })}
            error={errors?.amount}
          />
        </div>
        <Slider
          className={classes.slider}
          min={settings.minAmount}
          max={settings.maxAmount}
          step={settings.amountStep}
          value={amountForSlider}
          onChange={(amount) => onChange({ ...value, amount })}
          label={(amount) => formatHuf(amount)}
          thumbLabel={t('credit.amount.slider')}
          thumbValueText={(amount) => formatHuf(amount)}
          size="lg"
        />
        <Group justify="space-between" gap="xs" aria-hidden className={classes.bounds}>
          <Text size="xs" c="gray.7">
            {formatHuf(settings.minAmount)}
          </Text>
          <Text size="xs" c="gray.7">
            {formatHuf(settings.maxAmount)}
          </Text>
        </Group>
      </div>

      <div className={classes.field}>
        <div className={classes.inputRow}>
          <TextInput
            id={`${idPrefix}-duration`}
            className={classes.input}
            label={t('credit.duration.label')}
            description={t('credit.duration.range', {
              min: settings.minDuration,
              max: settings.maxDuration,
            })}
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            value={value.duration === null ? '' : String(value.duration)}
            onChange={(event) => {
              const digits = event.currentTarget.value.replace(/\D/g, '').slice(0, 3);
              onChange({ ...value, duration: digits === '' ? null : Number(digits) });
            }}
            rightSection={
              <Text size="sm" c="gray.7" aria-hidden>
                {t('credit.unit.months')}
              </Text>
            }
            rightSectionWidth={64}
            rightSectionPointerEvents="none"
            error={errors?.duration}
          />
        </div>
        <Slider
          className={classes.slider}
          min={settings.minDuration}
          max={settings.maxDuration}
          step={settings.durationStep}
          value={durationForSlider}
          onChange={(duration) => onChange({ ...value, duration })}
          label={months}
          thumbLabel={t('credit.duration.slider')}
          thumbValueText={months}
          size="lg"
        />
        <Group justify="space-between" gap="xs" aria-hidden className={classes.bounds}>
          <Text size="xs" c="gray.7">
            {months(settings.minDuration)}
          </Text>
          <Text size="xs" c="gray.7">
            {months(settings.maxDuration)}
          </Text>
        </Group>
      </div>
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
  const amountOk =
    value.amount !== null && value.amount >= settings.minAmount && value.amount <= settings.maxAmount;
  const durationOk =
    value.duration !== null &&
    value.duration >= settings.minDuration &&
    value.duration <= settings.maxDuration;
  return {
    amount: amountOk
      ? null
      : value.amount === null
        ? t('validation.required')
        : t('credit.amount.outOfRange', {
            min: formatHuf(settings.minAmount),
            max: formatHuf(settings.maxAmount),
          }),
    duration: durationOk
      ? null
      : value.duration === null
        ? t('validation.required')
        : t('credit.duration.outOfRange', { min: settings.minDuration, max: settings.maxDuration }),
  };
}
