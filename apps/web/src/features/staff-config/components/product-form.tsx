import type { RateBand } from '@hitelkapu/domain/contracts/offers';
import type { ConfigProduct, ConfigProductUpdate } from '@hitelkapu/domain/contracts/staff-config';
import {
  Alert,
  Button,
  Fieldset,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText, fieldErrorsText } from '../../../lib/error-text.ts';
import { useUpdateProduct } from '../api/config.ts';
import { ChangeConfirm } from './change-confirm.tsx';
import { formatValue } from './config-format.ts';
import classes from './staff-config.module.css';

type Numeric = number | string;
type BandValues = { [K in keyof RateBand]: Numeric };

interface ProductValues {
  name: string;
  tagline: string;
  description: string;
  minAmount: Numeric;
  maxAmount: Numeric;
  minMonths: Numeric;
  maxMonths: Numeric;
  rateBands: BandValues[];
  disbursementFeePercent: Numeric;
  disbursementFeeMax: Numeric;
  monthlyFee: Numeric;
  isActive: boolean;
}

const valuesOf = (product: ConfigProduct): ProductValues => ({
  name: product.name,
  tagline: product.tagline,
  description: product.description,
  minAmount: product.minAmount,
  maxAmount: product.maxAmount,
  minMonths: product.minMonths,
  maxMonths: product.maxMonths,
  rateBands: product.rateBands.map((band) => ({ ...band })),
  disbursementFeePercent: product.disbursementFeePercent,
  disbursementFeeMax: product.disbursementFeeMax,
  monthlyFee: product.monthlyFee,
  isActive: product.isActive,
});

// An emptied number field is sent as it is (null): the server names it on its field.
const numberOf = (value: Numeric) => (value === '' ? (null as unknown as number) : Number(value));

function changeOf(values: ProductValues, version: number): ConfigProductUpdate {
  return {
    version,
    name: values.name,
    tagline: values.tagline,
    description: values.description,
    minAmount: numberOf(values.minAmount),
    maxAmount: numberOf(values.maxAmount),
    minMonths: numberOf(values.minMonths),
    maxMonths: numberOf(values.maxMonths),
    rateBands: values.rateBands.map((band) => ({
      minAmount: numberOf(band.minAmount),
      maxAmount: numberOf(band.maxAmount),
      minMonths: numberOf(band.minMonths),
      maxMonths: numberOf(band.maxMonths),
      annualRatePercent: numberOf(band.annualRatePercent),
    })),
    disbursementFeePercent: numberOf(values.disbursementFeePercent),
    disbursementFeeMax: numberOf(values.disbursementFeeMax),
    monthlyFee: numberOf(values.monthlyFee),
    isActive: values.isActive,
  };
}

interface Difference {
  label: string;
  before: string;
  after: string;
}

const scalarFields = [
  'name',
  'tagline',
  'description',
  'minAmount',
  'maxAmount',
  'minMonths',
  'maxMonths',
  'disbursementFeePercent',
  'disbursementFeeMax',
  'monthlyFee',
] as const;

/** What the change does, field by field: shown for confirmation before it is saved. */
function differencesOf(
  product: ConfigProduct,
  change: ConfigProductUpdate,
  t: (key: string, values?: Record<string, unknown>) => string,
): Difference[] {
  const differences: Difference[] = [];
  for (const field of scalarFields) {
    if (product[field] !== change[field])
      differences.push({
        label: t(`staffConfig.product.${field}`),
        before: formatValue(product[field]),
        after: formatValue(change[field]),
      });
  }
  const bandText = (band: RateBand | undefined) =>
    band
      ? t('staffConfig.product.bandSummary', {
          minAmount: formatValue(band.minAmount),
          maxAmount: formatValue(band.maxAmount),
          minMonths: band.minMonths,
          maxMonths: band.maxMonths,
          rate: formatValue(band.annualRatePercent),
        })
      : '–';
  const bands = Math.max(product.rateBands.length, change.rateBands.length);
  for (let index = 0; index < bands; index += 1) {
    const before = bandText(product.rateBands[index]);
    const after = bandText(change.rateBands[index]);
    if (before !== after)
      differences.push({ label: t('staffConfig.product.bandTitle', { number: index + 1 }), before, after });
  }
  if (product.isActive !== change.isActive)
    differences.push({
      label: t('staffConfig.product.isActive'),
      before: t(product.isActive ? 'staffConfig.product.active' : 'staffConfig.product.inactive'),
      after: t(change.isActive ? 'staffConfig.product.active' : 'staffConfig.product.inactive'),
    });
  return differences;
}

/**
 * A product's edit form: the change is reviewed as before → after, then saved on the version
 * read. The server's field errors appear on their fields and the entered values stay.
 */
export function ProductForm({
  product,
  onSaved,
  onCancel,
  onReload,
}: {
  product: ConfigProduct;
  onSaved: (saved: ConfigProduct) => void;
  onCancel: () => void;
  /** Reads the products again after a conflict; the form then starts from the new version. */
  onReload: () => Promise<ConfigProduct | undefined>;
}) {
  const { t } = useTranslation();
  const [base, setBase] = useState(product);
  const form = useForm<ProductValues>({ mode: 'controlled', initialValues: valuesOf(product) });
  const [review, setReview] = useState<ConfigProductUpdate | null>(null);
  const update = useUpdateProduct();
  const errorRef = useRef<HTMLDivElement>(null);
  const id = `product-${product.id}`;

  const differences = review ? differencesOf(base, review, t) : [];
  const conflict = update.error instanceof ApiError && update.error.status === 409;

  function save(change: ConfigProductUpdate) {
    update.mutate(
      { id: base.id, change },
      {
        onSuccess: (saved) => {
          setReview(null);
          onSaved(saved);
        },
        onError: (error) => {
          setReview(null);
          form.setErrors(fieldErrorsText(error, t));
          requestAnimationFrame(() => errorRef.current?.focus());
        },
      },
    );
  }

  async function reload() {
    const fresh = await onReload();
    if (!fresh) return;
    setBase(fresh);
    form.setValues(valuesOf(fresh));
    form.resetDirty(valuesOf(fresh));
    form.clearErrors();
    update.reset();
  }

  const money = { thousandSeparator: ' ', suffix: ' Ft', min: 0, allowDecimal: false } as const;
  const monthsProps = { suffix: ' hó', min: 1, allowDecimal: false } as const;
  const percent = { decimalSeparator: ',', suffix: ' %', min: 0, decimalScale: 2 } as const;

  return (
    <form
      aria-labelledby={`${id}-form-title`}
      noValidate
      onSubmit={form.onSubmit((values) => setReview(changeOf(values, base.version)))}
    >
      <Stack gap="md">
        <Text id={`${id}-form-title`} fw={700} size="lg">
          {t('staffConfig.product.editTitle', { name: base.name })}
        </Text>
        {update.isError && (
          <Alert ref={errorRef} tabIndex={-1} color="red" role="alert" className={classes.focusable}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{errorText(update.error, t)}</Text>
              {conflict && (
                <Button size="sm" variant="default" onClick={() => void reload()}>
                  {t('staffConfig.product.reload')}
                </Button>
              )}
            </Stack>
          </Alert>
        )}
        <TextInput label={t('staffConfig.product.name')} required {...form.getInputProps('name')} />
        <TextInput label={t('staffConfig.product.tagline')} required {...form.getInputProps('tagline')} />
        <Textarea
          label={t('staffConfig.product.description')}
          autosize
          minRows={2}
          required
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <NumberInput
            label={t('staffConfig.product.minAmount')}
            {...money}
            {...form.getInputProps('minAmount')}
          />
          <NumberInput
            label={t('staffConfig.product.maxAmount')}
            {...money}
            {...form.getInputProps('maxAmount')}
          />
          <NumberInput
            label={t('staffConfig.product.minMonths')}
            {...monthsProps}
            {...form.getInputProps('minMonths')}
          />
          <NumberInput
            label={t('staffConfig.product.maxMonths')}
            {...monthsProps}
            {...form.getInputProps('maxMonths')}
          />
        </SimpleGrid>

        {form.values.rateBands.map((_, index) => (
          <Fieldset
            // The bands have no identity of their own: their place is what the server names.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            legend={t('staffConfig.product.bandTitle', { number: index + 1 })}
          >
            <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
              <NumberInput
                label={t('staffConfig.product.bandMinAmount')}
                {...money}
                {...form.getInputProps(`rateBands.${index}.minAmount`)}
              />
              <NumberInput
                label={t('staffConfig.product.bandMaxAmount')}
                {...money}
                {...form.getInputProps(`rateBands.${index}.maxAmount`)}
              />
              <NumberInput
                label={t('staffConfig.product.bandMinMonths')}
                {...monthsProps}
                {...form.getInputProps(`rateBands.${index}.minMonths`)}
              />
              <NumberInput
                label={t('staffConfig.product.bandMaxMonths')}
                {...monthsProps}
                {...form.getInputProps(`rateBands.${index}.maxMonths`)}
              />
              <NumberInput
                label={t('staffConfig.product.bandRate')}
                {...percent}
                max={100}
                {...form.getInputProps(`rateBands.${index}.annualRatePercent`)}
              />
            </SimpleGrid>
            {form.values.rateBands.length > 1 && (
              <Button
                mt="sm"
                size="sm"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => form.removeListItem('rateBands', index)}
              >
                {t('staffConfig.product.removeBand', { number: index + 1 })}
              </Button>
            )}
          </Fieldset>
        ))}
        <div>
          <Button
            variant="default"
            size="sm"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => {
              const last = form.values.rateBands.at(-1);
              form.insertListItem('rateBands', {
                minAmount: form.values.minAmount,
                maxAmount: form.values.maxAmount,
                minMonths: form.values.minMonths,
                maxMonths: form.values.maxMonths,
                annualRatePercent: last?.annualRatePercent ?? '',
              });
            }}
          >
            {t('staffConfig.product.addBand')}
          </Button>
        </div>

        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <NumberInput
            label={t('staffConfig.product.disbursementFeePercent')}
            {...percent}
            max={10}
            {...form.getInputProps('disbursementFeePercent')}
          />
          <NumberInput
            label={t('staffConfig.product.disbursementFeeMax')}
            {...money}
            {...form.getInputProps('disbursementFeeMax')}
          />
          <NumberInput
            label={t('staffConfig.product.monthlyFee')}
            {...money}
            {...form.getInputProps('monthlyFee')}
          />
        </SimpleGrid>
        <Switch
          label={t('staffConfig.product.isActive')}
          description={t('staffConfig.product.isActiveHint')}
          {...form.getInputProps('isActive', { type: 'checkbox' })}
        />
        <div className={classes.actions}>
          <Button type="submit">{t('staffConfig.product.review')}</Button>
          <Button variant="default" onClick={onCancel}>
            {t('staffConfig.cancel')}
          </Button>
        </div>
      </Stack>

      <ChangeConfirm
        opened={review !== null}
        lead={t('staffConfig.product.confirmLead', { name: base.name })}
        differences={differences}
        saving={update.isPending}
        onSave={() => review && save(review)}
        onClose={() => setReview(null)}
      />
    </form>
  );
}
