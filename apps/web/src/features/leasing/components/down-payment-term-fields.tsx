import type { LeasingFilterSettings } from '@hitelkapu/domain/contracts/leasing-prescore';
import { formatHuf } from '@hitelkapu/domain/format/number';
import { Group, Slider, Stack, Text, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { HufInput } from '../../../components/credit/huf-input.tsx';
import classes from '../../../components/credit/loan-amount-term-fields.module.css';

export interface DownPaymentTerm {
  /** Null while the field is empty. */
  downPayment: number | null;
  duration: number | null;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The ids of the fields, so a failed check can move the focus to them. */
export const downPaymentInputId = (prefix: string) => `${prefix}-down-payment`;
export const durationInputId = (prefix: string) => `${prefix}-duration`;

/**
 * The down payment and the term the customer may change, each as a typed field and a slider
 * within the range the leasing products allow for this vehicle (GET filter-settings/{publicId}):
 * the down payment at least its share of the price, the term limited by the vehicle's age.
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
  const { t } = useTranslation();
  const months = (count: number) => t('credit.unit.monthsCount', { count });
  const canSlideDownPayment = settings.maxDownPayment > settings.minDownPayment;
  const canSlideDuration = settings.maxDuration > settings.minDuration;
  return (
    <Stack gap="xl">
      <div className={classes.field}>
        <div className={classes.inputRow}>
          <HufInput
            id={downPaymentInputId(idPrefix)}
            className={classes.input}
            label={t('leasing.prescore.downPayment.label')}
            description={t('leasing.prescore.downPayment.range', {
              min: formatHuf(settings.minDownPayment),
              max: formatHuf(settings.maxDownPayment),
            })}
            digitsOnly
            value={value.downPayment === null ? '' : String(value.downPayment)}
            onChange={(text) => onChange({ ...value, downPayment: text === '' ? null : Number(text) })}
            error={errors?.downPayment}
          />
        </div>
        {canSlideDownPayment && (
          <>
            <Slider
              className={classes.slider}
              min={settings.minDownPayment}
              max={settings.maxDownPayment}
              step={settings.amountStep}
              value={clamp(
                value.downPayment ?? settings.defaultDownPayment,
                settings.minDownPayment,
                settings.maxDownPayment,
              )}
              onChange={(downPayment) => onChange({ ...value, downPayment })}
              label={(amount) => formatHuf(amount)}
              thumbLabel={t('leasing.prescore.downPayment.slider')}
              thumbValueText={(amount) => formatHuf(amount)}
              size="lg"
            />
            <Group justify="space-between" gap="xs" aria-hidden className={classes.bounds}>
              <Text size="xs" c="gray.7">
                {formatHuf(settings.minDownPayment)}
              </Text>
              <Text size="xs" c="gray.7">
                {formatHuf(settings.maxDownPayment)}
              </Text>
            </Group>
          </>
        )}
      </div>

      <div className={classes.field}>
        <div className={classes.inputRow}>
          <TextInput
            id={durationInputId(idPrefix)}
            className={classes.input}
            label={t('leasing.prescore.duration.label')}
            description={t('leasing.prescore.duration.range', {
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
        {canSlideDuration && (
          <>
            <Slider
              className={classes.slider}
              min={settings.minDuration}
              max={settings.maxDuration}
              step={settings.durationStep}
              value={clamp(
                value.duration ?? settings.defaultDuration,
                settings.minDuration,
                settings.maxDuration,
              )}
              onChange={(duration) => onChange({ ...value, duration })}
              label={months}
              thumbLabel={t('leasing.prescore.duration.slider')}
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
          </>
        )}
      </div>
    </Stack>
  );
}

/** The message for a down payment or term outside the vehicle's range, or null; the server checks again. */
export function downPaymentTermErrors(
  value: DownPaymentTerm,
  settings: LeasingFilterSettings,
  t: TFunction,
): { downPayment: string | null; duration: string | null } {
  const downPaymentOk =
    value.downPayment !== null &&
    value.downPayment >= settings.minDownPayment &&
    value.downPayment <= settings.maxDownPayment;
  const durationOk =
    value.duration !== null &&
    value.duration >= settings.minDuration &&
    value.duration <= settings.maxDuration;
  return {
    downPayment: downPaymentOk
      ? null
      : value.downPayment === null
        ? t('validation.required')
        : t('leasing.prescore.downPayment.outOfRange', {
            min: formatHuf(settings.minDownPayment),
            max: formatHuf(settings.maxDownPayment),
          }),
    duration: durationOk
      ? null
      : value.duration === null
        ? t('validation.required')
        : t('leasing.prescore.duration.outOfRange', { min: settings.minDuration, max: settings.maxDuration }),
  };
}
