import { formatHuf } from '@hitelkapu/domain/format/number';
import { Group, Slider, Text, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { HufInput } from './huf-input.tsx';
import classes from './number-slider-field.module.css';

/** What the number counts: forints (an amount) or months (a term). */
export type SliderFieldUnit = 'huf' | 'months';

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The bounds as the range and out-of-range sentences name them. */
const boundsOf = (unit: SliderFieldUnit, min: number, max: number) =>
  unit === 'huf' ? { min: formatHuf(min), max: formatHuf(max) } : { min, max };

/**
 * One number as a typed field and a slider within a configured range, with the bounds under
 * the slider. Typing may leave the range for a moment; the screen checks it on "Tovább"
 * (rangeError). The wording comes from `tokenPrefix`: `.label`, `.range`, `.slider` (the
 * thumb's label) and `.outOfRange`.
 */
export function NumberSliderField({
  id,
  unit,
  tokenPrefix,
  min,
  max,
  step,
  fallback,
  value,
  onChange,
  error,
  showSlider = true,
}: {
  id: string;
  unit: SliderFieldUnit;
  tokenPrefix: string;
  min: number;
  max: number;
  step: number;
  /** Where the slider stands while the field is empty. */
  fallback: number;
  /** Null while the field is empty. */
  value: number | null;
  onChange: (value: number | null) => void;
  error?: string | null | undefined;
  /** False where the range is a single value and there is nothing to slide. */
  showSlider?: boolean;
}) {
  const { t } = useTranslation();
  const months = (count: number) => t('credit.unit.monthsCount', { count });
  const format = unit === 'huf' ? (amount: number) => formatHuf(amount) : months;
  const label = t(`${tokenPrefix}.label`);
  const description = t(`${tokenPrefix}.range`, boundsOf(unit, min, max));
  return (
    <div className={classes.field}>
      <div className={classes.inputRow}>
        {unit === 'huf' ? (
          <HufInput
            id={id}
            className={classes.input}
            label={label}
            description={description}
            digitsOnly
            value={value === null ? '' : String(value)}
            onChange={(text) => onChange(text === '' ? null : Number(text))}
            error={error}
          />
        ) : (
          <TextInput
            id={id}
            className={classes.input}
            label={label}
            description={description}
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            value={value === null ? '' : String(value)}
            onChange={(event) => {
              const digits = event.currentTarget.value.replace(/\D/g, '').slice(0, 3);
              onChange(digits === '' ? null : Number(digits));
            }}
            rightSection={
              <Text size="sm" c="gray.7" aria-hidden>
                {t('credit.unit.months')}
              </Text>
            }
            rightSectionWidth={64}
            rightSectionPointerEvents="none"
            error={error}
          />
        )}
      </div>
      {showSlider && (
        <>
          <Slider
            className={classes.slider}
            min={min}
            max={max}
            step={step}
            value={clamp(value ?? fallback, min, max)}
            onChange={onChange}
            label={format}
            thumbLabel={t(`${tokenPrefix}.slider`)}
            thumbValueText={format}
            size="lg"
          />
          <Group justify="space-between" gap="xs" aria-hidden className={classes.bounds}>
            <Text size="xs" c="gray.7">
              {format(min)}
            </Text>
            <Text size="xs" c="gray.7">
              {format(max)}
            </Text>
          </Group>
        </>
      )}
    </div>
  );
}

/**
 * The message for a number outside its range (`${tokenPrefix}.outOfRange`), "required" for an
 * empty field, or null. The server checks the same request again.
 */
export function rangeError(
  value: number | null,
  { unit, tokenPrefix, min, max }: { unit: SliderFieldUnit; tokenPrefix: string; min: number; max: number },
  t: TFunction,
): string | null {
  if (value === null) return t('validation.required');
  if (value >= min && value <= max) return null;
  return t(`${tokenPrefix}.outOfRange`, boundsOf(unit, min, max));
}
