import type {
  ConfigMerchant,
  ConfigMerchantInput,
  ConfigMerchantList,
} from '@hitelkapu/domain/contracts/staff-config-partners';
import { Alert, Button, Checkbox, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText, fieldErrorsText } from '../../../lib/error-text.ts';
import { useSaveMerchant } from '../api/partners.ts';
import { ChangeConfirm } from './change-confirm.tsx';
import { formatValue } from './config-format.ts';
import classes from './staff-config.module.css';

type MerchantValues = Omit<ConfigMerchantInput, 'phone' | 'email'> & { phone: string; email: string };

const EMPTY: MerchantValues = {
  name: '',
  tagline: '',
  description: '',
  howToBuy: '',
  categoryIds: [],
  websiteUrl: 'https://',
  city: '',
  address: '',
  phone: '',
  email: '',
  listed: true,
};

const valuesOf = (merchant: ConfigMerchant | null): MerchantValues =>
  merchant
    ? {
        name: merchant.name,
        tagline: merchant.tagline,
        description: merchant.description,
        howToBuy: merchant.howToBuy,
        categoryIds: [...merchant.categoryIds],
        websiteUrl: merchant.websiteUrl,
        city: merchant.city,
        address: merchant.address,
        phone: merchant.phone ?? '',
        email: merchant.email ?? '',
        listed: merchant.listed,
      }
    : EMPTY;

const inputOf = (values: MerchantValues): ConfigMerchantInput => ({
  ...values,
  name: values.name.trim(),
  websiteUrl: values.websiteUrl.trim(),
  phone: values.phone.trim() === '' ? null : values.phone.trim(),
  email: values.email.trim() === '' ? null : values.email.trim(),
});

const TEXT_FIELDS = [
  'name',
  'tagline',
  'description',
  'howToBuy',
  'websiteUrl',
  'city',
  'address',
  'phone',
  'email',
] as const;

/**
 * A shop's listing form for /stores. The change is reviewed as before → after, then saved on
 * the version read; the server's field errors land on their fields and the values stay.
 */
export function MerchantForm({
  merchant,
  categories,
  onSaved,
  onCancel,
  onReload,
}: {
  merchant: ConfigMerchant | null;
  categories: ConfigMerchantList['categories'];
  onSaved: (saved: ConfigMerchant) => void;
  onCancel: () => void;
  onReload?: () => Promise<ConfigMerchant | undefined>;
}) {
  const { t } = useTranslation();
  const [base, setBase] = useState(merchant);
  const form = useForm<MerchantValues>({ mode: 'controlled', initialValues: valuesOf(merchant) });
  const [review, setReview] = useState<ConfigMerchantInput | null>(null);
  const save = useSaveMerchant();
  const errorRef = useRef<HTMLDivElement>(null);
  const id = `merchant-${merchant?.id ?? 'new'}`;
  const conflict =
    save.error instanceof ApiError && save.error.status === 409 && save.error.fieldErrors?.version;
  const categoryName = (categoryId: string) =>
    categories.find((category) => category.id === categoryId)?.name ?? categoryId;

  const differences = (() => {
    if (!review) return [];
    const before = valuesOf(base);
    const after = valuesOf({
      ...(base ?? ({} as ConfigMerchant)),
      ...review,
      phone: review.phone,
      email: review.email,
    });
    const list: { label: string; before: string; after: string }[] = [];
    for (const field of TEXT_FIELDS)
      if (before[field] !== after[field])
        list.push({
          label: t(`staffConfig.merchant.${field}`),
          before: formatValue(before[field]),
          after: formatValue(after[field]),
        });
    const cats = (ids: string[]) => ids.map(categoryName).join(', ');
    if (cats(before.categoryIds) !== cats(after.categoryIds))
      list.push({
        label: t('staffConfig.merchant.categories'),
        before: formatValue(cats(before.categoryIds)),
        after: cats(after.categoryIds),
      });
    if (before.listed !== after.listed)
      list.push({
        label: t('staffConfig.merchant.listed'),
        before: t(before.listed ? 'staffConfig.merchant.listedYes' : 'staffConfig.merchant.listedNo'),
        after: t(after.listed ? 'staffConfig.merchant.listedYes' : 'staffConfig.merchant.listedNo'),
      });
    return list;
  })();

  function submit(change: ConfigMerchantInput) {
    save.mutate(base ? { id: base.id, change: { ...change, version: base.version } } : { id: null, change }, {
      onSuccess: (saved) => {
        setReview(null);
        onSaved(saved);
      },
      onError: (error) => {
        setReview(null);
        form.setErrors(fieldErrorsText(error, t));
        requestAnimationFrame(() => errorRef.current?.focus());
      },
    });
  }

  async function reload() {
    const fresh = onReload ? await onReload() : undefined;
    if (!fresh) return;
    setBase(fresh);
    form.setValues(valuesOf(fresh));
    form.resetDirty(valuesOf(fresh));
    form.clearErrors();
    save.reset();
  }

  const categoriesError = form.errors.categoryIds;
  return (
    <form
      aria-labelledby={`${id}-form-title`}
      noValidate
      onSubmit={form.onSubmit((values) => setReview(inputOf(values)))}
    >
      <Stack gap="md">
        <Text id={`${id}-form-title`} fw={700} size="lg">
          {base
            ? t('staffConfig.merchant.editTitle', { name: base.name })
            : t('staffConfig.merchant.newTitle')}
        </Text>
        {save.isError && (
          <Alert ref={errorRef} tabIndex={-1} color="red" role="alert" className={classes.focusable}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{errorText(save.error, t)}</Text>
              {conflict && onReload && (
                <Button size="sm" variant="default" onClick={() => void reload()}>
                  {t('staffConfig.partners.reload')}
                </Button>
              )}
            </Stack>
          </Alert>
        )}
        <TextInput
          label={t('staffConfig.merchant.name')}
          required
          maxLength={120}
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('staffConfig.merchant.tagline')}
          required
          maxLength={200}
          {...form.getInputProps('tagline')}
        />
        <Textarea
          label={t('staffConfig.merchant.description')}
          required
          autosize
          minRows={3}
          maxLength={4000}
          {...form.getInputProps('description')}
        />
        <Textarea
          label={t('staffConfig.merchant.howToBuy')}
          required
          autosize
          minRows={3}
          maxLength={4000}
          {...form.getInputProps('howToBuy')}
        />
        <Checkbox.Group
          label={t('staffConfig.merchant.categories')}
          description={t('staffConfig.merchant.categoriesHint')}
          withAsterisk
          value={form.values.categoryIds}
          onChange={(value) => form.setFieldValue('categoryIds', value)}
          error={categoriesError}
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
            {categories.map((category) => (
              <Checkbox key={category.id} value={category.id} label={category.name} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <TextInput
          label={t('staffConfig.merchant.websiteUrl')}
          description={t('staffConfig.merchant.websiteUrlHint')}
          required
          type="url"
          inputMode="url"
          autoComplete="url"
          {...form.getInputProps('websiteUrl')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label={t('staffConfig.merchant.city')} required {...form.getInputProps('city')} />
          <TextInput label={t('staffConfig.merchant.address')} required {...form.getInputProps('address')} />
          <TextInput
            label={t('staffConfig.merchant.phone')}
            type="tel"
            inputMode="tel"
            {...form.getInputProps('phone')}
          />
          <TextInput
            label={t('staffConfig.merchant.email')}
            type="email"
            inputMode="email"
            {...form.getInputProps('email')}
          />
        </SimpleGrid>
        <Switch
          label={t('staffConfig.merchant.listed')}
          description={t('staffConfig.merchant.listedHint')}
          {...form.getInputProps('listed', { type: 'checkbox' })}
        />
        <div className={classes.actions}>
          <Button type="submit">{t('staffConfig.partners.review')}</Button>
          <Button variant="default" onClick={onCancel}>
            {t('staffConfig.cancel')}
          </Button>
        </div>
      </Stack>
      <ChangeConfirm
        opened={review !== null}
        lead={
          base
            ? t('staffConfig.merchant.confirmLead', { name: base.name })
            : t('staffConfig.merchant.confirmNewLead', { name: review?.name ?? '' })
        }
        differences={differences}
        isNew={base === null}
        saving={save.isPending}
        onSave={() => review && submit(review)}
        onClose={() => setReview(null)}
      />
    </form>
  );
}
