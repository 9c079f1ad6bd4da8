import {
  BRANDING_MIN_CONTRAST,
  BRANDING_RADIUS_MAX_PX,
  BRANDING_RADIUS_MIN_PX,
  type DealerBranding,
} from '@hitelkapu/domain/contracts/dealer-branding';
import type { ConfigDealer, ConfigDealerInput } from '@hitelkapu/domain/contracts/staff-config-partners';
import { brandingContrastOf, displayedRatio, isHexColor } from '@hitelkapu/domain/rules/branding-contrast';
import { PUBLIC_IMAGE_MAX_BYTES } from '@hitelkapu/domain/rules/dealer-branding';
import {
  Alert,
  Badge,
  Button,
  ColorInput,
  type ColorInputProps,
  FileButton,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText, fieldErrorsText } from '../../../lib/error-text.ts';
import { useSaveDealer, useUploadImage } from '../api/partners.ts';
import { useDealerPreview } from '../dealer-preview.tsx';
import { ChangeConfirm } from './change-confirm.tsx';
import { formatValue } from './config-format.ts';
import partnerClasses from './partners.module.css';
import classes from './staff-config.module.css';

type Numeric = number | string;
const IMAGE_SLOTS = ['bigLogo', 'compactLogo', 'heroImage'] as const;
type ImageSlot = (typeof IMAGE_SLOTS)[number];
const IMAGE_TYPES = 'image/png,image/jpeg,image/webp';

interface DealerValues {
  name: string;
  primaryColor: string;
  secondaryColor: string;
  buttonTextColor: string;
  borderRadius: Numeric;
  buttonRadius: Numeric;
  bigLogo: string | null;
  compactLogo: string | null;
  heroImage: string | null;
}

/** A new dealer starts from a calm look that passes the contrast check. */
export const NEW_DEALER_VALUES: DealerValues = {
  name: '',
  primaryColor: '#1a4b8c',
  secondaryColor: '#0b2545',
  buttonTextColor: '#ffffff',
  borderRadius: 8,
  buttonRadius: 8,
  bigLogo: null,
  compactLogo: null,
  heroImage: null,
};

const valuesOf = (dealer: ConfigDealer | null): DealerValues =>
  dealer
    ? {
        name: dealer.name,
        primaryColor: dealer.primaryColor,
        secondaryColor: dealer.secondaryColor,
        buttonTextColor: dealer.buttonTextColor,
        borderRadius: dealer.borderRadius,
        buttonRadius: dealer.buttonRadius,
        bigLogo: dealer.bigLogo,
        compactLogo: dealer.compactLogo,
        heroImage: dealer.heroImage,
      }
    : NEW_DEALER_VALUES;

// An emptied number field is sent as it is (null): the server names it on its field.
const numberOf = (value: Numeric) => (value === '' ? (null as unknown as number) : Number(value));

const inputOf = (values: DealerValues): ConfigDealerInput => ({
  name: values.name.trim(),
  primaryColor: values.primaryColor.trim(),
  secondaryColor: values.secondaryColor.trim(),
  buttonTextColor: values.buttonTextColor.trim(),
  borderRadius: numberOf(values.borderRadius),
  buttonRadius: numberOf(values.buttonRadius),
  bigLogo: values.bigLogo,
  compactLogo: values.compactLogo,
  heroImage: values.heroImage,
});

const ratioText = (ratio: number) => `${displayedRatio(ratio).toFixed(2).replace('.', ',')}:1`;
export const publicFileUrl = (id: string) => `/api/file/public/${encodeURIComponent(id)}`;

const validRadius = (value: Numeric) =>
  value !== '' &&
  Number.isInteger(Number(value)) &&
  Number(value) >= BRANDING_RADIUS_MIN_PX &&
  Number(value) <= BRANDING_RADIUS_MAX_PX;

/** The branding as the preview draws it, or null while a colour or radius is not yet valid. */
function previewBrandingOf(values: DealerValues, id: string): DealerBranding | null {
  if (![values.primaryColor, values.secondaryColor, values.buttonTextColor].every(isHexColor)) return null;
  if (!validRadius(values.borderRadius) || !validRadius(values.buttonRadius)) return null;
  return {
    dealerId: id,
    name: values.name.trim() || '–',
    primaryColor: values.primaryColor.toLowerCase(),
    secondaryColor: values.secondaryColor.toLowerCase(),
    buttonTextColor: values.buttonTextColor.toLowerCase(),
    borderRadius: Number(values.borderRadius),
    buttonRadius: Number(values.buttonRadius),
    bigLogo: values.bigLogo,
    compactLogo: values.compactLogo,
    heroImage: values.heroImage,
  };
}

interface Difference {
  label: string;
  before: string;
  after: string;
}

function differencesOf(
  before: DealerValues,
  after: ConfigDealerInput,
  t: (key: string) => string,
): Difference[] {
  const fields = [
    'name',
    'primaryColor',
    'secondaryColor',
    'buttonTextColor',
    'borderRadius',
    'buttonRadius',
  ] as const;
  const differences: Difference[] = [];
  for (const field of fields) {
    const was =
      typeof before[field] === 'string' && field.endsWith('Color')
        ? String(before[field]).toLowerCase()
        : before[field];
    const now =
      typeof after[field] === 'string' && field.endsWith('Color')
        ? String(after[field]).toLowerCase()
        : after[field];
    if (String(was) !== String(now))
      differences.push({
        label: t(`staffConfig.dealer.${field}`),
        before: formatValue(was),
        after: formatValue(now),
      });
  }
  for (const slot of IMAGE_SLOTS) {
    if (before[slot] !== after[slot])
      differences.push({
        label: t(`staffConfig.dealer.${slot}`),
        before: before[slot] ? t('staffConfig.dealer.imageSet') : t('staffConfig.dealer.imageNone'),
        after: after[slot] ? t('staffConfig.dealer.imageNew') : t('staffConfig.dealer.imageNone'),
      });
  }
  return differences;
}

/** One contrast figure, live: the ratio and whether it reaches AA. */
function ContrastLine({ label, ratio, id }: { label: string; ratio: number | null; id: string }) {
  const { t } = useTranslation();
  if (ratio === null)
    return (
      <Text size="sm" id={id} c="gray.7">
        {label}: {t('staffConfig.dealer.contrastPending')}
      </Text>
    );
  const passes = ratio >= BRANDING_MIN_CONTRAST;
  return (
    <Group gap={8} id={id} wrap="wrap">
      <Text size="sm">
        {label}: <strong data-testid={`${id}-ratio`}>{ratioText(ratio)}</strong>
      </Text>
      <Badge color={passes ? 'teal.9' : 'red.9'} variant="filled">
        {passes ? t('staffConfig.dealer.contrastPasses') : t('staffConfig.dealer.contrastFails')}
      </Badge>
    </Group>
  );
}

function ImageField({
  slot,
  value,
  error,
  onChange,
}: {
  slot: ImageSlot;
  value: string | null;
  error?: string;
  onChange: (id: string | null, error?: string) => void;
}) {
  const { t } = useTranslation();
  const upload = useUploadImage();
  const labelId = `dealer-${slot}-label`;
  const errorId = `dealer-${slot}-error`;

  function choose(file: File | null) {
    if (!file) return;
    if (file.size > PUBLIC_IMAGE_MAX_BYTES) {
      onChange(value, t('errors.dealers.imageTooLarge'));
      return;
    }
    upload.mutate(file, {
      onSuccess: (saved) => onChange(saved.id),
      onError: (failure) => onChange(value, fieldErrorsText(failure, t).file ?? errorText(failure, t)),
    });
  }

  return (
    <Stack gap={6} role="group" aria-labelledby={labelId} aria-describedby={error ? errorId : undefined}>
      <Text id={labelId} size="sm" fw={500}>
        {t(`staffConfig.dealer.${slot}`)}
      </Text>
      <Text size="xs" c="gray.7">
        {t('staffConfig.dealer.imageHint')}
      </Text>
      {value && (
        <img
          src={publicFileUrl(value)}
          alt={t('staffConfig.dealer.imageAlt', { label: t(`staffConfig.dealer.${slot}`) })}
          className={partnerClasses.thumb}
        />
      )}
      <Group gap="xs">
        <FileButton accept={IMAGE_TYPES} onChange={choose}>
          {(props) => (
            <Button
              {...props}
              size="sm"
              variant="default"
              loading={upload.isPending}
              leftSection={<IconPhotoUp size={16} aria-hidden />}
            >
              {t(value ? 'staffConfig.dealer.imageReplace' : 'staffConfig.dealer.imageUpload')}
              <VisuallyHidden>: {t(`staffConfig.dealer.${slot}`)}</VisuallyHidden>
            </Button>
          )}
        </FileButton>
        {value && (
          <Button
            size="sm"
            variant="subtle"
            color="red"
            c="red.9"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => onChange(null)}
          >
            {t('staffConfig.dealer.imageRemove')}
            <VisuallyHidden>: {t(`staffConfig.dealer.${slot}`)}</VisuallyHidden>
          </Button>
        )}
      </Group>
      {error && (
        <Text id={errorId} size="sm" c="red.9" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/**
 * A dealer's branding form: colours with their contrast shown live, radii, images, and a
 * preview of /leasing in that look. The change is reviewed as before → after, then saved on
 * the version read; the server's field errors land on their fields and the values stay.
 */
export function DealerForm({
  dealer,
  onSaved,
  onCancel,
  onReload,
}: {
  /** null: a new dealer. */
  dealer: ConfigDealer | null;
  onSaved: (saved: ConfigDealer) => void;
  onCancel: () => void;
  onReload?: () => Promise<ConfigDealer | undefined>;
}) {
  const { t } = useTranslation();
  const [base, setBase] = useState(dealer);
  const form = useForm<DealerValues>({ mode: 'controlled', initialValues: valuesOf(dealer) });
  const [review, setReview] = useState<ConfigDealerInput | null>(null);
  const save = useSaveDealer();
  const errorRef = useRef<HTMLDivElement>(null);
  const Preview = useDealerPreview();
  const id = `dealer-${dealer?.id ?? 'new'}`;

  const contrast = brandingContrastOf(form.values);
  const preview = previewBrandingOf(form.values, dealer?.id ?? '00000000-0000-4000-8000-000000000000');
  const differences = review ? differencesOf(valuesOf(base), review, t) : [];
  const conflict = save.error instanceof ApiError && save.error.status === 409;

  function submit(change: ConfigDealerInput) {
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

  const colorProps = (field: 'primaryColor' | 'secondaryColor' | 'buttonTextColor') => {
    const value = form.values[field];
    const props: ColorInputProps = {
      format: 'hex',
      withEyeDropper: false,
      withPicker: true,
      maxLength: 7,
      // The description under the field, so the three fields stand in one line whatever its length.
      inputWrapperOrder: ['label', 'input', 'description', 'error'],
      leftSection: (
        <span
          className={partnerClasses.swatch}
          style={{ background: isHexColor(value) ? value : 'transparent' }}
          aria-hidden
        />
      ),
      ...form.getInputProps(field),
    };
    return props;
  };
  const radiusProps = {
    min: BRANDING_RADIUS_MIN_PX,
    max: BRANDING_RADIUS_MAX_PX,
    allowDecimal: false,
    suffix: ' px',
  } as const;

  return (
    <form
      aria-labelledby={`${id}-form-title`}
      noValidate
      onSubmit={form.onSubmit((values) => setReview(inputOf(values)))}
    >
      <Stack gap="md">
        <Text id={`${id}-form-title`} fw={700} size="lg">
          {base ? t('staffConfig.dealer.editTitle', { name: base.name }) : t('staffConfig.dealer.newTitle')}
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
        <div className={partnerClasses.editorGrid}>
          <Stack gap="md">
            <TextInput
              label={t('staffConfig.dealer.name')}
              required
              maxLength={120}
              {...form.getInputProps('name')}
            />
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
              <ColorInput
                label={t('staffConfig.dealer.primaryColor')}
                description={t('staffConfig.dealer.primaryColorHint')}
                {...colorProps('primaryColor')}
              />
              <ColorInput
                label={t('staffConfig.dealer.buttonTextColor')}
                description={t('staffConfig.dealer.buttonTextColorHint')}
                {...colorProps('buttonTextColor')}
              />
              <ColorInput
                label={t('staffConfig.dealer.secondaryColor')}
                description={t('staffConfig.dealer.secondaryColorHint')}
                {...colorProps('secondaryColor')}
              />
            </SimpleGrid>
            <Stack gap={6} className={partnerClasses.contrastBox} aria-live="polite">
              <Text size="sm" fw={600}>
                {t('staffConfig.dealer.contrastTitle')}
              </Text>
              <ContrastLine
                id={`${id}-button-contrast`}
                label={t('staffConfig.dealer.buttonContrast')}
                ratio={contrast.button}
              />
              <ContrastLine
                id={`${id}-header-contrast`}
                label={t(
                  contrast.header?.color === '#000000'
                    ? 'staffConfig.dealer.headerContrastBlack'
                    : 'staffConfig.dealer.headerContrastWhite',
                )}
                ratio={contrast.header?.ratio ?? null}
              />
              <Text size="xs" c="gray.7">
                {t('staffConfig.dealer.contrastRule')}
              </Text>
            </Stack>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <NumberInput
                label={t('staffConfig.dealer.borderRadius')}
                {...radiusProps}
                {...form.getInputProps('borderRadius')}
              />
              <NumberInput
                label={t('staffConfig.dealer.buttonRadius')}
                {...radiusProps}
                {...form.getInputProps('buttonRadius')}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              {IMAGE_SLOTS.map((slot) => (
                <ImageField
                  key={slot}
                  slot={slot}
                  value={form.values[slot]}
                  error={typeof form.errors[slot] === 'string' ? (form.errors[slot] as string) : undefined}
                  onChange={(next, error) => {
                    form.setFieldValue(slot, next);
                    form.setFieldError(slot, error ?? null);
                  }}
                />
              ))}
            </SimpleGrid>
          </Stack>
          <Stack gap="xs" className={partnerClasses.previewColumn}>
            <Text size="sm" fw={600} id={`${id}-preview-title`}>
              {t('staffConfig.dealer.previewTitle')}
            </Text>
            <section aria-labelledby={`${id}-preview-title`} data-testid="dealer-preview">
              {preview ? (
                Preview ? (
                  Preview({
                    branding: preview,
                    images: {
                      bigLogo: preview.bigLogo && publicFileUrl(preview.bigLogo),
                      compactLogo: preview.compactLogo && publicFileUrl(preview.compactLogo),
                      heroImage: preview.heroImage && publicFileUrl(preview.heroImage),
                    },
                  })
                ) : (
                  <SamplePreview branding={preview} />
                )
              ) : (
                <Text size="sm" c="gray.7">
                  {t('staffConfig.dealer.previewPending')}
                </Text>
              )}
            </section>
          </Stack>
        </div>
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
            ? t('staffConfig.dealer.confirmLead', { name: base.name })
            : t('staffConfig.dealer.confirmNewLead', { name: review?.name ?? '' })
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

/** Without the leasing look handed in: the same colours on a plain band and button. */
function SamplePreview({ branding }: { branding: DealerBranding }) {
  const { t } = useTranslation();
  const header = brandingContrastOf(branding).header;
  return (
    <div
      style={{
        borderRadius: branding.borderRadius,
        overflow: 'hidden',
        border: '1px solid var(--mantine-color-gray-3)',
      }}
    >
      <div
        style={{ background: branding.secondaryColor, color: header?.color, padding: 12, fontWeight: 700 }}
      >
        {branding.name}
      </div>
      <div style={{ padding: 12 }}>
        <span
          style={{
            display: 'inline-block',
            background: branding.primaryColor,
            color: branding.buttonTextColor,
            borderRadius: branding.buttonRadius,
            padding: '8px 16px',
            fontWeight: 600,
          }}
        >
          {t('staffConfig.dealer.previewButton')}
        </span>
      </div>
    </div>
  );
}
