import type { LeasingFilterSettings } from '@hitelkapu/domain/contracts/leasing-prescore';
import { Stack } from '@mantine/core';
import type { TFunction } from 'i18next';
import { NumberSliderField, rangeError } from '../../../components/credit/number-slider-field.tsx';

export interface DownPaymentTerm {
  /** Null while the field is empty. */
  downPayment: number | null;
  duration: number | null;
}

/** The ids of the fields, so a failed check can move the focus to them. */
export const downPaymentInputId = (prefix: string) => `${prefix}-down-payment`;
export const durationInputId = (prefix: string) => `${prefix}-duration`;

const downPaymentField = (settings: LeasingFilterSettings) =>
  ({
    unit: 'huf',
    tokenPrefix: 'leasing.prescore.downPayment',
    min: settings.minDownPayment,
    max: settings.maxDownPayment,
  }) as const;
const durationField = (settings: LeasingFilterSettings) =>
  ({
    unit: 'months',
    tokenPrefix: 'leasing.prescore.duration',
    min: settings.minDuration,
    max: settings.maxDuration,
  }) as const;

/**
 * The down payment and the term the customer may change, each as a typed field and a slider
 * within the range the leasing products allow for this vehicle (GET filter-settings/{publicId}):
 * the down payment at least its share of the price, the term limited by the vehicle's age. A
 * range of one value has no slider.
 */
export function DownPaymentTermFields({
  settings,
  value,
  onChange,
  errors,
  idPrefix,
}: {
  settings: LeasingFilterSettings;
  value: DownPaymentTerm;
  onChange: (value: DownPaymentTerm) => void;
  errors?: { downPayment?: string | null | undefined; duration?: string | null | undefined };
  idPrefix: string;
}) {
  return (
    <Stack gap="xl">
      <NumberSliderField
        id={downPaymentInputId(idPrefix)}
        {...downPaymentField(settings)}
        step={settings.amountStep}
        fallback={settings.defaultDownPayment}
        value={value.downPayment}
        onChange={(downPayment) => onChange({ ...value, downPayment })}
        error={errors?.downPayment}
        showSlider={settings.maxDownPayment > settings.minDownPayment}
      />
      <NumberSliderField
        id={durationInputId(idPrefix)}
        {...durationField(settings)}
        step={settings.durationStep}
        fallback={settings.defaultDuration}
        value={value.duration}
        onChange={(duration) => onChange({ ...value, duration })}
        error={errors?.duration}
        showSlider={settings.maxDuration > settings.minDuration}
      />
    </Stack>
  );
}

/** The message for a down payment or term outside the vehicle's range, or null; the server checks again. */
export function downPaymentTermErrors(
  value: DownPaymentTerm,
  settings: LeasingFilterSettings,
  t: TFunction,
): { downPayment: string | null; duration: string | null } {
  return {
    downPayment: rangeError(value.downPayment, downPaymentField(settings), t),
    duration: rangeError(value.duration, durationField(settings), t),
  };
}
