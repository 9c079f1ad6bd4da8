import type { BaseRateInput } from '@hitelkapu/domain/contracts/regulatory-figures';
import type { ConfigBaseRate, ConfigFigure } from '@hitelkapu/domain/contracts/staff-config';
import { formatDateTime, formatLongDate } from '@hitelkapu/domain/format/date';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  NumberInput,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/errors/load-failure.tsx';
import { errorText, fieldErrorsText } from '../../../lib/error-text.ts';
import { useRegulatoryFigures, useRemoveBaseRate, useSetBaseRate, useSetFigure } from '../api/config.ts';
import { useStaffConfigDeps } from '../config-deps.tsx';
import { formatRate, formatValue } from './config-format.ts';
import { SavedNotice } from './saved-notice.tsx';
import classes from './staff-config.module.css';

interface Difference {
  label: string;
  before: string;
  after: string;
}

/** Before → after of a change, then Save: every change of a figure is confirmed first. */
function ConfirmChange({
  opened,
  lead,
  differences,
  saving,
  onSave,
  onBack,
}: {
  opened: boolean;
  lead: string;
  differences: Difference[];
  saving: boolean;
  onSave: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onBack} title={t('staffConfig.confirm.title')} size="lg">
      <Stack gap="md">
        {differences.length === 0 ? (
          <Text>{t('staffConfig.confirm.nothing')}</Text>
        ) : (
          <>
            <Text size="sm">{lead}</Text>
            <ul className={classes.differences} aria-label={t('staffConfig.confirm.listLabel')}>
              {differences.map((difference) => (
                <li key={difference.label}>
                  <Text size="sm" fw={600}>
                    {difference.label}
                  </Text>
                  <Text size="sm">
                    <span className={classes.before}>{difference.before}</span> →{' '}
                    <span className={classes.after}>{difference.after}</span>
                  </Text>
                </li>
              ))}
            </ul>
          </>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onBack}>
            {t('staffConfig.confirm.back')}
          </Button>
          <Button disabled={differences.length === 0} loading={saving} onClick={onSave}>
            {t('staffConfig.confirm.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

type Numeric = number | string;
const numberOf = (value: Numeric) => (value === '' ? (null as unknown as number) : Number(value));

function FigureForm({
  figure,
  onDone,
}: {
  figure: ConfigFigure;
  onDone: (saved: ConfigFigure | null) => void;
}) {
  const { t } = useTranslation();
  const form = useForm<{ value: Numeric; validFrom: string; legalSource: string }>({
    mode: 'controlled',
    initialValues: {
      value: figure.value,
      validFrom: figure.validFrom ?? '',
      legalSource: figure.legalSource,
    },
  });
  const [reviewing, setReviewing] = useState(false);
  const setFigure = useSetFigure();
  const change = {
    value: numberOf(form.values.value),
    validFrom: form.values.validFrom === '' ? null : form.values.validFrom,
    legalSource: form.values.legalSource,
  };
  const differences: Difference[] = [
    {
      label: t('staffConfig.figure.value'),
      before: `${formatValue(figure.value)} ${figure.unit}`,
      after: `${formatValue(change.value)} ${figure.unit}`,
    },
    {
      label: t('staffConfig.figure.validFrom'),
      before: figure.validFrom ? formatLongDate(figure.validFrom) : '–',
      after: change.validFrom ? formatLongDate(change.validFrom) : '–',
    },
    { label: t('staffConfig.figure.legalSource'), before: figure.legalSource, after: change.legalSource },
  ].filter((difference) => difference.before !== difference.after);

  return (
    <form noValidate onSubmit={form.onSubmit(() => setReviewing(true))}>
      <Stack gap="sm">
        {setFigure.isError && (
          <Alert color="red" role="alert">
            <Text size="sm">{errorText(setFigure.error, t)}</Text>
          </Alert>
        )}
        <NumberInput
          label={t('staffConfig.figure.valueIn', { unit: figure.unit })}
          decimalSeparator=","
          thousandSeparator=" "
          decimalScale={4}
          min={0}
          {...form.getInputProps('value')}
        />
        <TextInput
          type="date"
          label={t('staffConfig.figure.validFrom')}
          {...form.getInputProps('validFrom')}
        />
        <TextInput
          label={t('staffConfig.figure.legalSource')}
          required
          {...form.getInputProps('legalSource')}
        />
        <div className={classes.actions}>
          <Button type="submit">{t('staffConfig.figure.review')}</Button>
          <Button variant="default" onClick={() => onDone(null)}>
            {t('staffConfig.cancel')}
          </Button>
        </div>
      </Stack>
      <ConfirmChange
        opened={reviewing}
        lead={t('staffConfig.figure.confirmLead', { name: figure.description })}
        differences={differences}
        saving={setFigure.isPending}
        onBack={() => setReviewing(false)}
        onSave={() =>
          setFigure.mutate(
            { identifier: figure.identifier, change },
            {
              onSuccess: (saved) => {
                setReviewing(false);
                onDone(saved);
              },
              onError: (error) => {
                setReviewing(false);
                form.setErrors(fieldErrorsText(error, t));
              },
            },
          )
        }
      />
    </form>
  );
}

function FigureItem({ figure, onSaved }: { figure: ConfigFigure; onSaved: (text: string) => void }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const titleId = `figure-${figure.identifier}`;
  return (
    <Card component="article" aria-labelledby={titleId} className={classes.card}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Text fw={700} id={titleId}>
            {figure.description}
          </Text>
          {figure.source === 'staff' && (
            <Badge variant="light" color="gray">
              {t('staffConfig.figure.setByStaff')}
            </Badge>
          )}
        </Group>
        {editing ? (
          <FigureForm
            figure={figure}
            onDone={(saved) => {
              setEditing(false);
              if (saved) onSaved(t('staffConfig.figure.saved', { name: saved.description }));
            }}
          />
        ) : (
          <>
            <dl className={classes.figures}>
              <div>
                <dt>{t('staffConfig.figure.value')}</dt>
                <dd>
                  {formatValue(figure.value)} {figure.unit}
                </dd>
              </div>
              <div>
                <dt>{t('staffConfig.figure.validFrom')}</dt>
                <dd>{figure.validFrom ? formatLongDate(figure.validFrom) : '–'}</dd>
              </div>
              <div>
                <dt>{t('staffConfig.figure.legalSource')}</dt>
                <dd>{figure.legalSource}</dd>
              </div>
            </dl>
            <div>
              <Button
                variant="default"
                size="sm"
                leftSection={<IconPencil size={16} aria-hidden />}
                onClick={() => setEditing(true)}
                aria-label={t('staffConfig.figure.editLabel', { name: figure.description })}
              >
                {t('staffConfig.figure.edit')}
              </Button>
            </div>
          </>
        )}
      </Stack>
    </Card>
  );
}

function BaseRateForm({ onSaved }: { onSaved: (rate: ConfigBaseRate) => void }) {
  const { t } = useTranslation();
  const form = useForm<{ effectiveFrom: string; ratePercent: Numeric; legalSource: string }>({
    mode: 'controlled',
    initialValues: { effectiveFrom: '', ratePercent: '', legalSource: '' },
  });
  const [review, setReview] = useState<BaseRateInput | null>(null);
  const setBaseRate = useSetBaseRate();
  return (
    <form
      noValidate
      aria-labelledby="new-base-rate-title"
      onSubmit={form.onSubmit((values) =>
        setReview({
          effectiveFrom: values.effectiveFrom,
          ratePercent: numberOf(values.ratePercent),
          legalSource: values.legalSource,
        }),
      )}
    >
      <Stack gap="sm">
        <Title order={3} size="h4" id="new-base-rate-title">
          {t('staffConfig.baseRate.newTitle')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('staffConfig.baseRate.newLead')}
        </Text>
        {setBaseRate.isError && (
          <Alert color="red" role="alert">
            <Text size="sm">{errorText(setBaseRate.error, t)}</Text>
          </Alert>
        )}
        <TextInput
          type="date"
          label={t('staffConfig.baseRate.effectiveFrom')}
          required
          {...form.getInputProps('effectiveFrom')}
        />
        <NumberInput
          label={t('staffConfig.baseRate.rate')}
          decimalSeparator=","
          suffix=" %"
          decimalScale={2}
          min={0}
          max={100}
          required
          {...form.getInputProps('ratePercent')}
        />
        <TextInput
          label={t('staffConfig.baseRate.legalSource')}
          required
          {...form.getInputProps('legalSource')}
        />
        <div className={classes.actions}>
          <Button type="submit" leftSection={<IconPlus size={18} aria-hidden />}>
            {t('staffConfig.baseRate.review')}
          </Button>
        </div>
      </Stack>
      <ConfirmChange
        opened={review !== null}
        lead={t('staffConfig.baseRate.confirmLead')}
        differences={
          review
            ? [
                {
                  label: t('staffConfig.baseRate.fromDay', {
                    day: review.effectiveFrom ? formatLongDate(review.effectiveFrom) : '–',
                  }),
                  before: '–',
                  after: `${formatRate(review.ratePercent)} (${review.legalSource})`,
                },
              ]
            : []
        }
        saving={setBaseRate.isPending}
        onBack={() => setReview(null)}
        onSave={() =>
          review &&
          setBaseRate.mutate(review, {
            onSuccess: (saved) => {
              setReview(null);
              form.reset();
              onSaved(saved);
            },
            onError: (error) => {
              setReview(null);
              form.setErrors(fieldErrorsText(error, t));
            },
          })
        }
      />
    </form>
  );
}

function BaseRateTimeline({
  rates,
  onChanged,
}: {
  rates: ConfigBaseRate[];
  onChanged: (text: string) => void;
}) {
  const { t } = useTranslation();
  const remove = useRemoveBaseRate();
  const [removing, setRemoving] = useState<ConfigBaseRate | null>(null);
  return (
    <>
      {remove.isError && (
        <Alert color="red" role="alert">
          <Text size="sm">{errorText(remove.error, t)}</Text>
        </Alert>
      )}
      <ol className={classes.timeline} aria-label={t('staffConfig.baseRate.timelineLabel')}>
        {rates.map((rate) => (
          <li key={rate.effectiveFrom}>
            <Group justify="space-between" gap="sm" align="flex-start">
              <Stack gap={2}>
                <Group gap="xs">
                  <Text fw={700}>{formatLongDate(rate.effectiveFrom)}</Text>
                  <Text fw={700} className={classes.number}>
                    {formatRate(rate.ratePercent)}
                  </Text>
                  {rate.inForce && (
                    <Badge color="teal.9" variant="filled">
                      {t('staffConfig.baseRate.inForce')}
                    </Badge>
                  )}
                  {rate.isFuture && (
                    <Badge color="blue.9" variant="filled">
                      {t('staffConfig.baseRate.future')}
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="gray.7">
                  {rate.legalSource}
                </Text>
              </Stack>
              {rate.isFuture && (
                <Button
                  size="sm"
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => setRemoving(rate)}
                  aria-label={t('staffConfig.baseRate.removeLabel', {
                    day: formatLongDate(rate.effectiveFrom),
                  })}
                >
                  {t('staffConfig.baseRate.remove')}
                </Button>
              )}
            </Group>
          </li>
        ))}
      </ol>
      <Modal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('staffConfig.baseRate.removeTitle')}
      >
        <Stack gap="md">
          <Text size="sm">
            {removing &&
              t('staffConfig.baseRate.removeLead', {
                day: formatLongDate(removing.effectiveFrom),
                rate: formatRate(removing.ratePercent),
              })}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setRemoving(null)}>
              {t('staffConfig.confirm.back')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                removing &&
                remove.mutate(removing.effectiveFrom, {
                  onSuccess: () => {
                    onChanged(
                      t('staffConfig.baseRate.removed', { day: formatLongDate(removing.effectiveFrom) }),
                    );
                    setRemoving(null);
                  },
                  onError: () => setRemoving(null),
                })
              }
            >
              {t('staffConfig.baseRate.remove')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

function Section({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <Stack component="section" aria-labelledby={id} gap="md">
      <Stack gap={4}>
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {lead && <Text c="gray.7">{lead}</Text>}
      </Stack>
      {children}
    </Stack>
  );
}

/** /staff/config/regulatory-figures: the caps of today, the base rates by date, the figures and their changes. */
export function ConfigFiguresPage() {
  const { t } = useTranslation();
  const { nav } = useStaffConfigDeps();
  const query = useRegulatoryFigures();
  const [notice, setNotice] = useState<string | null>(null);
  const data = query.data;

  return (
    <Stack gap="lg" className={classes.page}>
      {nav}
      <Stack gap={6}>
        <Title order={1}>{t('staffConfig.figures.title')}</Title>
        <Text c="gray.7">{t('staffConfig.figures.lead')}</Text>
      </Stack>
      <SavedNotice notice={notice} onClose={() => setNotice(null)} />
      {query.isError ? (
        <LoadFailure
          title={t('staffConfig.figures.loadError')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : !data ? (
        <Stack gap="md" role="status" aria-label={t('common.loading')}>
          {[0, 1].map((index) => (
            <Card key={index}>
              <Skeleton height={80} />
            </Card>
          ))}
        </Stack>
      ) : (
        <>
          <Card className={classes.card}>
            <dl className={classes.figures}>
              <div>
                <dt>{t('staffConfig.figures.capPersonal')}</dt>
                <dd>{formatRate(data.thmCaps.personalLoan)}</dd>
              </div>
              <div>
                <dt>{t('staffConfig.figures.capPointOfSale')}</dt>
                <dd>{formatRate(data.thmCaps.pointOfSale)}</dd>
              </div>
              <div>
                <dt>{t('staffConfig.figures.capBasis')}</dt>
                <dd>
                  {t('staffConfig.figures.capBasisValue', {
                    rate: formatRate(data.thmCaps.baseRatePercent),
                    day: formatLongDate(data.thmCaps.referenceDate),
                  })}
                </dd>
              </div>
            </dl>
          </Card>

          <Section
            id="base-rates-title"
            title={t('staffConfig.baseRate.title')}
            lead={t('staffConfig.baseRate.lead')}
          >
            <Card className={classes.card}>
              <Stack gap="lg">
                <BaseRateTimeline rates={data.baseRates} onChanged={setNotice} />
                <BaseRateForm
                  onSaved={(rate) =>
                    setNotice(
                      t(rate.isFuture ? 'staffConfig.baseRate.savedFuture' : 'staffConfig.baseRate.saved', {
                        day: formatLongDate(rate.effectiveFrom),
                        rate: formatRate(rate.ratePercent),
                      }),
                    )
                  }
                />
              </Stack>
            </Card>
          </Section>

          <Section id="figures-title" title={t('staffConfig.figure.title')}>
            <ul className={classes.list}>
              {data.figures.map((figure) => (
                <li key={figure.identifier}>
                  <FigureItem figure={figure} onSaved={setNotice} />
                </li>
              ))}
            </ul>
          </Section>

          <Section id="changes-title" title={t('staffConfig.changes.title')}>
            {data.changes.length === 0 ? (
              <Text c="gray.7">{t('staffConfig.changes.empty')}</Text>
            ) : (
              <ul className={classes.list}>
                {data.changes.map((change) => (
                  <li key={change.id}>
                    <Text size="sm">
                      <strong>{formatDateTime(change.createdAt)}</strong>{' '}
                      {t(`staffConfig.changes.${change.subject}`, {
                        key:
                          change.subject === 'BASE_RATE'
                            ? formatLongDate(change.subjectKey)
                            : (data.figures.find((figure) => figure.identifier === change.subjectKey)
                                ?.description ?? change.subjectKey),
                      })}{' '}
                      <Text span c="gray.7" size="sm">
                        ({t(`staffConfig.changes.actor.${change.actor}`)})
                      </Text>
                    </Text>
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </>
      )}
    </Stack>
  );
}
