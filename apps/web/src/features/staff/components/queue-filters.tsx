import {
  type ReviewQueueQueryInput,
  reviewQueueKinds,
  reviewQueueQuerySchema,
  reviewQueueStates,
} from '@hitelkapu/domain/contracts/review-queue';
import { Button, Checkbox, NativeSelect, TextInput } from '@mantine/core';
import { IconFilter, IconFilterOff } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import classes from './staff.module.css';

/** The names of the queue's filters in the address (shareable, and the back button restores them). */
const filterNames = ['kind', 'state', 'productId', 'amountMin', 'amountMax', 'overdue'] as const;

/**
 * The queue's filters as the address holds them. A value the contract refuses (a link typed
 * by hand) is left out rather than sent, so the page never asks the server for a 400.
 */
export function useQueueFilters(): [ReviewQueueQueryInput, (next: ReviewQueueQueryInput) => void] {
  const [params, setParams] = useSearchParams();
  const filters: ReviewQueueQueryInput = {};
  for (const name of filterNames) {
    const value = params.get(name);
    if (value === null || value === '') continue;
    const checked = reviewQueueQuerySchema.safeParse({ [name]: value });
    if (checked.success) (filters as Record<string, string>)[name] = value;
  }
  // The range as a whole: a reversed one is dropped at its upper end, as the server would refuse it.
  if (!reviewQueueQuerySchema.safeParse(filters).success) delete filters.amountMax;
  const setFilters = (next: ReviewQueueQueryInput) => {
    const search = new URLSearchParams();
    for (const name of filterNames) {
      const value = next[name];
      if (value !== undefined && value !== '') search.set(name, String(value));
    }
    setParams(search);
  };
  return [filters, setFilters];
}

const digitsOf = (value: string) => value.replace(/[\s\u00a0]/g, '');

/**
 * The filter bar: kind, state, product, an amount range and "overdue only". The lists and the
 * box apply at once; the amounts apply with the Filter button (or Enter), checked first.
 */
export function QueueFilterBar({
  filters,
  onChange,
  products,
}: {
  filters: ReviewQueueQueryInput;
  onChange: (next: ReviewQueueQueryInput) => void;
  products: readonly { id: number; name: string }[];
}) {
  const { t } = useTranslation();
  const [amountMin, setAmountMin] = useState(String(filters.amountMin ?? ''));
  const [amountMax, setAmountMax] = useState(String(filters.amountMax ?? ''));
  const [amountError, setAmountError] = useState<{ min?: string; max?: string }>({});
  // The address may change underneath (back button): the typed amounts follow it.
  useEffect(() => {
    setAmountMin(String(filters.amountMin ?? ''));
    setAmountMax(String(filters.amountMax ?? ''));
    setAmountError({});
  }, [filters.amountMin, filters.amountMax]);

  const isActive = Object.values(filters).some((value) => value !== undefined && value !== '');
  const set = (name: keyof ReviewQueueQueryInput, value: string | undefined) =>
    onChange({ ...filters, [name]: value === '' ? undefined : value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const min = digitsOf(amountMin);
    const max = digitsOf(amountMax);
    const errors: { min?: string; max?: string } = {};
    const amount = reviewQueueQuerySchema.safeParse({ amountMin: min || undefined });
    if (!amount.success) errors.min = t('staff.queue.filter.badAmount');
    if (!reviewQueueQuerySchema.safeParse({ amountMax: max || undefined }).success)
      errors.max = t('staff.queue.filter.badAmount');
    if (!errors.min && !errors.max && min && max && Number(min) > Number(max))
      errors.max = t('staff.queue.filter.amountRange');
    setAmountError(errors);
    if (errors.min || errors.max) return;
    onChange({ ...filters, amountMin: min || undefined, amountMax: max || undefined });
  };

  return (
    <form className={classes.filters} aria-label={t('staff.queue.filter.label')} noValidate onSubmit={submit}>
      <NativeSelect
        label={t('staff.queue.filter.kind')}
        value={String(filters.kind ?? '')}
        onChange={(event) => set('kind', event.currentTarget.value)}
        data={[
          { value: '', label: t('staff.queue.filter.kindAll') },
          ...reviewQueueKinds.map((kind) => ({ value: kind, label: t(`staff.queue.kind.${kind}`) })),
        ]}
      />
      <NativeSelect
        label={t('staff.queue.filter.state')}
        value={String(filters.state ?? '')}
        onChange={(event) => set('state', event.currentTarget.value)}
        data={[
          { value: '', label: t('staff.queue.filter.stateAll') },
          ...reviewQueueStates.map((state) => ({ value: state, label: t(`staff.queue.state.${state}`) })),
        ]}
      />
      <NativeSelect
        label={t('staff.queue.filter.product')}
        value={String(filters.productId ?? '')}
        onChange={(event) => set('productId', event.currentTarget.value)}
        data={[
          { value: '', label: t('staff.queue.filter.productAll') },
          ...products.map((product) => ({ value: String(product.id), label: product.name })),
        ]}
      />
      <TextInput
        label={t('staff.queue.filter.amountMin')}
        inputMode="numeric"
        autoComplete="off"
        value={amountMin}
        error={amountError.min}
        onChange={(event) => setAmountMin(event.currentTarget.value)}
      />
      <TextInput
        label={t('staff.queue.filter.amountMax')}
        inputMode="numeric"
        autoComplete="off"
        value={amountMax}
        error={amountError.max}
        onChange={(event) => setAmountMax(event.currentTarget.value)}
      />
      <Checkbox
        className={classes.filterCheck}
        label={t('staff.queue.filter.overdue')}
        checked={filters.overdue === 'true'}
        onChange={(event) => set('overdue', event.currentTarget.checked ? 'true' : undefined)}
      />
      <div className={classes.filterActions}>
        <Button type="submit" leftSection={<IconFilter size={18} aria-hidden />}>
          {t('staff.queue.filter.apply')}
        </Button>
        {isActive && (
          <Button
            type="button"
            variant="default"
            leftSection={<IconFilterOff size={18} aria-hidden />}
            onClick={() => onChange({})}
          >
            {t('staff.queue.filter.clear')}
          </Button>
        )}
      </div>
    </form>
  );
}
