import type { OnboardingType } from '@hitelkapu/domain/contracts/offers';
import {
  type ConfigOnboardingPage,
  type ConfigOnboardingUpdate,
  onboardingIllustrationNames,
} from '@hitelkapu/domain/contracts/staff-config-texts';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconPencil } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/errors/load-failure.tsx';
import { CardListSkeleton } from '../../../components/list-states.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText, fieldErrorsText } from '../../../lib/error-text.ts';
import {
  useConfigOnboardingPages,
  useReorderOnboardingPages,
  useUpdateOnboardingPage,
} from '../api/texts.ts';
import { useStaffConfigDeps } from '../config-deps.tsx';
import { useStaffConfigTextsDeps } from '../texts-deps.tsx';
import { ChangeConfirm, type ChangeDifference } from './change-confirm.tsx';
import { SavedNotice } from './saved-notice.tsx';
import classes from './staff-config.module.css';
import textClasses from './texts.module.css';

const journeys = ['CREDIT', 'BNPL', 'LEASING'] as const satisfies readonly OnboardingType[];

type PageValues = Omit<ConfigOnboardingUpdate, 'version'>;

const valuesOf = (page: ConfigOnboardingPage): PageValues => ({
  title: page.title,
  body: page.body,
  illustration: page.illustration as PageValues['illustration'],
});

/** A page's edit form beside the preview of what the customer will see; reviewed as before → after. */
function OnboardingForm({
  page,
  index,
  total,
  onSaved,
  onCancel,
  onReload,
}: {
  page: ConfigOnboardingPage;
  index: number;
  total: number;
  onSaved: (saved: ConfigOnboardingPage) => void;
  onCancel: () => void;
  onReload: () => Promise<ConfigOnboardingPage | undefined>;
}) {
  const { t } = useTranslation();
  const { onboardingPreview } = useStaffConfigTextsDeps();
  const [base, setBase] = useState(page);
  const form = useForm<PageValues>({ mode: 'controlled', initialValues: valuesOf(page) });
  const [review, setReview] = useState<PageValues | null>(null);
  const update = useUpdateOnboardingPage();
  const errorRef = useRef<HTMLDivElement>(null);
  const conflict = update.error instanceof ApiError && update.error.status === 409;
  const illustrationName = (name: string) =>
    t(`staffConfig.onboarding.illustration.${name}`, { defaultValue: name });

  const differences: ChangeDifference[] = [];
  if (review) {
    if (review.title.trim() !== base.title)
      differences.push({
        label: t('staffConfig.onboarding.field.title'),
        before: base.title,
        after: review.title.trim(),
      });
    if (review.body.trim() !== base.body)
      differences.push({
        label: t('staffConfig.onboarding.field.body'),
        before: base.body,
        after: review.body.trim(),
      });
    if (review.illustration !== base.illustration)
      differences.push({
        label: t('staffConfig.onboarding.field.illustration'),
        before: illustrationName(base.illustration),
        after: illustrationName(review.illustration),
      });
  }

  function save(values: PageValues) {
    update.mutate(
      {
        id: base.id,
        change: {
          version: base.version,
          title: values.title.trim(),
          body: values.body.trim(),
          illustration: values.illustration,
        },
      },
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
    form.clearErrors();
    update.reset();
  }

  return (
    <div className={textClasses.split}>
      <form
        noValidate
        aria-label={t('staffConfig.onboarding.editLabel', { title: base.title })}
        onSubmit={form.onSubmit((values) => setReview(values))}
      >
        <Stack gap="md">
          {update.isError && (
            <Alert ref={errorRef} tabIndex={-1} color="red" role="alert" className={classes.focusable}>
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{errorText(update.error, t)}</Text>
                {conflict && (
                  <Button size="sm" variant="default" onClick={() => void reload()}>
                    {t('staffConfig.texts.reload')}
                  </Button>
                )}
              </Stack>
            </Alert>
          )}
          <TextInput
            label={t('staffConfig.onboarding.field.title')}
            required
            {...form.getInputProps('title')}
          />
          <Textarea
            label={t('staffConfig.onboarding.field.body')}
            autosize
            minRows={4}
            required
            {...form.getInputProps('body')}
          />
          <Select
            label={t('staffConfig.onboarding.field.illustration')}
            allowDeselect={false}
            data={onboardingIllustrationNames.map((name) => ({ value: name, label: illustrationName(name) }))}
            {...form.getInputProps('illustration')}
          />
          <div className={classes.actions}>
            <Button type="submit">{t('staffConfig.onboarding.review')}</Button>
            <Button variant="default" onClick={onCancel}>
              {t('staffConfig.cancel')}
            </Button>
          </div>
        </Stack>
        <ChangeConfirm
          opened={review !== null}
          lead={t('staffConfig.onboarding.confirmLead', { title: base.title })}
          differences={differences}
          saving={update.isPending}
          onSave={() => review && save(review)}
          onClose={() => setReview(null)}
        />
      </form>
      <section aria-label={t('staffConfig.onboarding.preview')} className={textClasses.preview}>
        <Text size="sm" fw={600} mb="sm">
          {t('staffConfig.onboarding.preview')}
        </Text>
        {onboardingPreview({ page: form.values, index, total })}
      </section>
    </div>
  );
}

/** /staff/config/onboarding-pages: a journey's pages, edited with a preview and put in order. */
export function ConfigOnboardingPagesPage() {
  const { t } = useTranslation();
  const { nav } = useStaffConfigDeps();
  const [type, setType] = useState<OnboardingType>('CREDIT');
  const query = useConfigOnboardingPages(type);
  const reorder = useReorderOnboardingPages();
  const [order, setOrder] = useState<number[] | null>(null);
  const [reviewOrder, setReviewOrder] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const orderErrorRef = useRef<HTMLDivElement>(null);

  const stored = query.data?.items ?? [];
  const byId = new Map(stored.map((page) => [page.id, page]));
  const shown = order ? order.map((id) => byId.get(id)).filter((page) => page !== undefined) : stored;
  const orderChanged = !!order?.some((id, at) => stored[at]?.id !== id);

  const move = (from: number, to: number) => {
    const ids = shown.map((page) => page.id);
    const [moved] = ids.splice(from, 1);
    if (moved === undefined) return;
    ids.splice(to, 0, moved);
    setOrder(ids);
    setNotice(null);
  };

  const saveOrder = () =>
    reorder.mutate(
      { type, pages: shown.map((page) => ({ id: page.id, version: page.version })) },
      {
        onSuccess: () => {
          setReviewOrder(false);
          setOrder(null);
          setNotice(t('staffConfig.onboarding.orderSaved'));
        },
        onError: () => {
          setReviewOrder(false);
          requestAnimationFrame(() => orderErrorRef.current?.focus());
        },
      },
    );

  const orderDifferences: ChangeDifference[] = orderChanged
    ? shown
        .map((page, at) => ({ page, at, before: stored.findIndex((item) => item.id === page.id) }))
        .filter(({ at, before }) => at !== before)
        .map(({ page, at, before }) => ({
          label: page.title,
          before: t('staffConfig.onboarding.pageNumber', { number: before + 1 }),
          after: t('staffConfig.onboarding.pageNumber', { number: at + 1 }),
        }))
    : [];

  return (
    <Stack gap="lg" className={classes.page}>
      {nav}
      <Stack gap={6}>
        <Title order={1}>{t('staffConfig.onboarding.title')}</Title>
        <Text c="gray.7">{t('staffConfig.onboarding.lead')}</Text>
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="onboarding-journey-label">
          {t('staffConfig.onboarding.journey')}
        </Text>
        <SegmentedControl
          aria-labelledby="onboarding-journey-label"
          value={type}
          onChange={(next) => {
            setType(next as OnboardingType);
            setOrder(null);
            setEditing(null);
            setNotice(null);
            reorder.reset();
          }}
          data={journeys.map((value) => ({ value, label: t(`staffConfig.onboarding.type.${value}`) }))}
        />
      </Stack>
      <SavedNotice notice={notice} onClose={() => setNotice(null)} />
      {reorder.isError && (
        <Alert ref={orderErrorRef} tabIndex={-1} color="red" role="alert" className={classes.focusable}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorText(reorder.error, t)}</Text>
            {reorder.error instanceof ApiError && reorder.error.status === 409 && (
              <Button
                size="sm"
                variant="default"
                onClick={async () => {
                  await query.refetch();
                  reorder.reset();
                }}
              >
                {t('staffConfig.texts.reload')}
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      {query.isError ? (
        <LoadFailure
          title={t('staffConfig.onboarding.loadError')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : !query.data ? (
        <CardListSkeleton lineWidths={['100%']} />
      ) : shown.length === 0 ? (
        <Card>
          <Text>{t('staffConfig.onboarding.empty')}</Text>
        </Card>
      ) : (
        <>
          <ol className={classes.list}>
            {shown.map((page, index) => (
              <li key={page.id}>
                <Card
                  component="article"
                  aria-labelledby={`onboarding-${page.id}-title`}
                  className={classes.card}
                >
                  <Stack gap="sm">
                    <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
                      <Stack gap={2}>
                        <Text size="sm" c="gray.7">
                          {t('staffConfig.onboarding.pageNumber', { number: index + 1 })}
                        </Text>
                        <Title order={2} size="h4" id={`onboarding-${page.id}-title`}>
                          {page.title}
                        </Title>
                      </Stack>
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon
                          variant="default"
                          size="lg"
                          disabled={index === 0 || editing !== null}
                          aria-label={t('staffConfig.onboarding.moveUp', { title: page.title })}
                          onClick={() => move(index, index - 1)}
                        >
                          <IconArrowUp size={18} aria-hidden />
                        </ActionIcon>
                        <ActionIcon
                          variant="default"
                          size="lg"
                          disabled={index === shown.length - 1 || editing !== null}
                          aria-label={t('staffConfig.onboarding.moveDown', { title: page.title })}
                          onClick={() => move(index, index + 1)}
                        >
                          <IconArrowDown size={18} aria-hidden />
                        </ActionIcon>
                      </Group>
                    </Group>
                    <Group gap={6}>
                      <Badge
                        variant={page.source === 'staff' ? 'filled' : 'outline'}
                        color={page.source === 'staff' ? 'brand.7' : 'gray'}
                      >
                        {t(`staffConfig.texts.source.${page.source}`)}
                      </Badge>
                      <Badge variant="outline" color="gray">
                        {t('staffConfig.texts.version', { version: page.version })}
                      </Badge>
                    </Group>
                    {editing === page.id ? (
                      <OnboardingForm
                        page={page}
                        index={index}
                        total={shown.length}
                        onSaved={(saved) => {
                          setEditing(null);
                          setNotice(
                            t('staffConfig.onboarding.saved', { title: saved.title, version: saved.version }),
                          );
                        }}
                        onCancel={() => setEditing(null)}
                        onReload={async () =>
                          (await query.refetch()).data?.items.find((item) => item.id === page.id)
                        }
                      />
                    ) : (
                      <>
                        <Text size="sm" className={textClasses.wording}>
                          {page.body}
                        </Text>
                        <div>
                          <Button
                            variant="default"
                            size="sm"
                            leftSection={<IconPencil size={16} aria-hidden />}
                            disabled={orderChanged}
                            onClick={() => {
                              setNotice(null);
                              setEditing(page.id);
                            }}
                            aria-label={t('staffConfig.onboarding.editLabel', { title: page.title })}
                          >
                            {t('staffConfig.onboarding.edit')}
                          </Button>
                        </div>
                      </>
                    )}
                  </Stack>
                </Card>
              </li>
            ))}
          </ol>
          {orderChanged && (
            <Card className={classes.card}>
              <Stack gap="sm">
                <Text size="sm" fw={600}>
                  {t('staffConfig.onboarding.orderChanged')}
                </Text>
                <div className={classes.actions}>
                  <Button onClick={() => setReviewOrder(true)}>
                    {t('staffConfig.onboarding.saveOrder')}
                  </Button>
                  <Button variant="default" onClick={() => setOrder(null)}>
                    {t('staffConfig.onboarding.undoOrder')}
                  </Button>
                </div>
              </Stack>
            </Card>
          )}
          <ChangeConfirm
            opened={reviewOrder}
            lead={t('staffConfig.onboarding.orderConfirmLead')}
            differences={orderDifferences}
            saving={reorder.isPending}
            onSave={saveOrder}
            onClose={() => setReviewOrder(false)}
          />
        </>
      )}
    </Stack>
  );
}
