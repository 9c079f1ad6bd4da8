import {
  type DecisionReviewDecision,
  reviewChangeReasons,
  reviewConfirmReasons,
  type StaffDecisionReview,
} from '@hitelkapu/domain/contracts/decision-review';
import { formatDateTime } from '@hitelkapu/domain/format/date';
import {
  Alert,
  Badge,
  Button,
  Card,
  CloseButton,
  Group,
  Modal,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  IconCheck,
  IconCircleCheck,
  IconEdit,
  IconHandGrab,
  IconInbox,
  IconRefresh,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';
import { hufInText } from '../../../lib/format-text.ts';
import {
  decisionReviewsQuery,
  useDecideDecisionReview,
  useTakeDecisionReview,
} from '../api/decision-reviews.ts';
import { NOTE_MAX, NOTE_MIN } from './decision-modal.tsx';
import classes from './staff.module.css';
import { StaffNav } from './staff-nav.tsx';

type Outcome = DecisionReviewDecision['outcome'];

/** The customer's wording of a reason code; a code without wording is shown as it is. */
function reasonText(code: string, t: TFunction): string {
  return t([`application.reason.${code}`, `reason.${code}`], { defaultValue: code });
}

function RequestCard({
  item,
  onDecide,
}: {
  item: StaffDecisionReview;
  onDecide: (outcome: Outcome, item: StaffDecisionReview) => void;
}) {
  const { t } = useTranslation();
  const take = useTakeDecisionReview();
  const titleId = `decision-review-${item.id}-title`;
  const figures: [string, string][] = [
    [t('staff.decisionReviews.products'), item.productName || '–'],
    [t('staff.review.amount'), hufInText(item.amount)],
    [t('staff.review.term'), t('staff.review.termValue', { count: item.duration })],
    [t('staff.decisionReviews.askedAt'), formatDateTime(item.createdAt)],
    [
      t('staff.decisionReviews.status'),
      item.status === 'IN_PROGRESS' && item.takenBy
        ? t('staff.decisionReviews.takenBy', { name: item.takenBy })
        : t(`decisionReview.status.${item.status}`),
    ],
    ...(item.updatedNetIncome !== null
      ? [[t('staff.decisionReviews.updatedNetIncome'), hufInText(item.updatedNetIncome)] as [string, string]]
      : []),
  ];

  return (
    <Card component="article" aria-labelledby={titleId} className={classes.card}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Text size="sm" c="gray.7">
              {t('staff.review.customer')}
            </Text>
            <Title order={2} size="h3" id={titleId}>
              {item.customerName}
            </Title>
          </div>
          <Badge variant="light" color="brand" radius="sm" size="lg">
            {t(`staff.decisionReviews.kind.${item.subject.kind}`)}
          </Badge>
        </Group>

        <dl className={classes.figures}>
          {figures.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>

        <Stack gap={6}>
          <Title order={3} size="h4" id={`${titleId}-contested`}>
            {t('staff.decisionReviews.contested')}:{' '}
            {t(`staff.decisionReviews.contested.${item.contested.decision}`, {
              defaultValue: item.contested.decision,
            })}
          </Title>
          {item.contested.reasons.length > 0 && (
            <ul className={classes.reasons} aria-labelledby={`${titleId}-contested`}>
              {item.contested.reasons.map((code) => (
                <li key={code}>
                  <Text size="sm">{reasonText(code, t)}</Text>
                </li>
              ))}
            </ul>
          )}
        </Stack>

        <Stack gap={6}>
          <Title order={3} size="h4">
            {t('staff.decisionReviews.customerView')}
          </Title>
          <blockquote className={classes.quote}>
            <Text size="sm">{item.customerView}</Text>
          </blockquote>
        </Stack>
        {item.updatedFacts && (
          <Stack gap={6}>
            <Title order={3} size="h4">
              {t('staff.decisionReviews.updatedFacts')}
            </Title>
            <blockquote className={classes.quote}>
              <Text size="sm">{item.updatedFacts}</Text>
            </blockquote>
          </Stack>
        )}

        {take.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorText(take.error, t)}
          </Alert>
        )}
        <div className={classes.actions}>
          {item.status === 'RECEIVED' && (
            <Button
              variant="default"
              leftSection={<IconHandGrab size={18} aria-hidden />}
              aria-describedby={titleId}
              loading={take.isPending}
              onClick={() => take.mutate(item.id)}
            >
              {t('staff.decisionReviews.take')}
            </Button>
          )}
          <Button
            leftSection={<IconEdit size={18} aria-hidden />}
            aria-haspopup="dialog"
            aria-describedby={titleId}
            onClick={() => onDecide('CHANGED', item)}
          >
            {t('staff.decisionReviews.change')}
          </Button>
          <Button
            variant="outline"
            leftSection={<IconCheck size={18} aria-hidden />}
            aria-haspopup="dialog"
            aria-describedby={titleId}
            onClick={() => onDecide('CONFIRMED', item)}
          >
            {t('staff.decisionReviews.confirm')}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}

/** The outcome with a reason the customer reads and a note for colleagues, both required. */
function OutcomeModal({
  item,
  outcome,
  onClose,
  onDone,
}: {
  item: StaffDecisionReview;
  outcome: Outcome;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const decide = useDecideDecisionReview();
  const changing = outcome === 'CHANGED';
  const reasons = changing ? reviewChangeReasons : reviewConfirmReasons;
  const form = useForm({
    mode: 'controlled',
    initialValues: { reasonCode: '', note: '' },
    validate: {
      reasonCode: (value) => (value === '' ? t('staff.decision.chooseReason') : null),
      note: (value) => (value.trim().length < NOTE_MIN ? t('staff.decision.noteTooShort') : null),
    },
  });
  const chosen = form.values.reasonCode;

  const submit = form.onSubmit((values) => {
    const decision = {
      outcome,
      reasonCode: values.reasonCode,
      note: values.note.trim(),
    } as DecisionReviewDecision;
    decide.mutate(
      { reviewId: item.id, decision },
      {
        onSuccess: () =>
          onDone(
            t(changing ? 'staff.decisionReviews.changed' : 'staff.decisionReviews.confirmed', {
              name: item.customerName,
            }),
          ),
      },
    );
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(changing ? 'staff.decisionReviews.changeTitle' : 'staff.decisionReviews.confirmTitle')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text fw={600}>
            {item.customerName} · {t(`staff.decisionReviews.kind.${item.subject.kind}`)}
          </Text>
          {changing && <Text size="sm">{t(`staff.decisionReviews.changeEffect.${item.subject.kind}`)}</Text>}
          <NativeSelect
            label={t('staff.decision.reason')}
            description={t('staff.decision.reasonHint')}
            required
            data={[
              { value: '', label: t('staff.decision.choose'), disabled: true },
              ...reasons.map((code) => ({ value: code, label: t(`staff.reasonLabel.${code}`) })),
            ]}
            {...form.getInputProps('reasonCode')}
          />
          {chosen !== '' && (
            <Text size="sm" c="gray.7" aria-live="polite">
              {t('staff.decision.customerSees', { text: t(`reason.${chosen}`) })}
            </Text>
          )}
          <Textarea
            label={t('staff.decision.note')}
            description={t('staff.decision.noteHint')}
            required
            autosize
            minRows={3}
            maxRows={8}
            maxLength={NOTE_MAX}
            {...form.getInputProps('note')}
          />
          {decide.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorText(decide.error, t)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={decide.isPending}>
              {t('staff.decision.cancel')}
            </Button>
            <Button type="submit" loading={decide.isPending}>
              {t(changing ? 'staff.decisionReviews.change' : 'staff.decisionReviews.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * `/staff/decision-reviews`: customers' requests for a person to review an automated decision
 * (EU 2023/2225 art. 18(8)), oldest first, each with what it contests and what the customer
 * wrote; a reviewer takes it, then confirms or changes the decision with a reason.
 */
export function DecisionReviewsPage() {
  const { t } = useTranslation();
  const requests = useQuery(decisionReviewsQuery());
  const [open, setOpen] = useState<{ outcome: Outcome; item: StaffDecisionReview } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (done) noticeRef.current?.focus();
  }, [done]);

  const items = requests.data;
  return (
    <Stack gap="lg" className={classes.page}>
      <StaffNav />
      <Stack gap={6}>
        <Title order={1}>{t('staff.decisionReviews.title')}</Title>
        <Text c="gray.7">{t('staff.decisionReviews.lead')}</Text>
      </Stack>

      {done && (
        <Alert
          ref={noticeRef}
          tabIndex={-1}
          className={classes.notice}
          color="teal"
          variant="light"
          role="status"
          icon={<IconCircleCheck size={20} aria-hidden />}
        >
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text size="sm">{done}</Text>
            <CloseButton size="sm" aria-label={t('common.close')} onClick={() => setDone(null)} />
          </Group>
        </Alert>
      )}

      {requests.isError ? (
        <Alert color="red" variant="light" role="alert" title={t('staff.decisionReviews.loadError')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorText(requests.error, t)}</Text>
            <Button size="compact-sm" variant="light" color="red" onClick={() => void requests.refetch()}>
              {t('common.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : !items ? (
        <Stack gap="md" role="status" aria-label={t('common.loading')}>
          {[0, 1].map((index) => (
            <Card key={index}>
              <Stack gap="sm">
                <Skeleton height={24} width="45%" />
                <Skeleton height={18} width="80%" />
              </Stack>
            </Card>
          ))}
        </Stack>
      ) : (
        <>
          <Group justify="space-between" gap="sm">
            <Text fw={600} aria-live="polite">
              {t('staff.decisionReviews.count', { count: items.length })}
            </Text>
            <Button
              variant="default"
              size="sm"
              leftSection={<IconRefresh size={18} aria-hidden />}
              loading={requests.isFetching}
              onClick={() => void requests.refetch()}
            >
              {t('staff.reviews.refresh')}
            </Button>
          </Group>
          {items.length === 0 ? (
            <Card component="section" aria-labelledby="decision-reviews-empty-title">
              <Stack gap="sm" align="flex-start">
                <IconInbox size={32} aria-hidden color="var(--mantine-color-brand-7)" />
                <Title order={2} size="h3" id="decision-reviews-empty-title">
                  {t('staff.decisionReviews.emptyTitle')}
                </Title>
                <Text c="gray.7">{t('staff.decisionReviews.emptyText')}</Text>
              </Stack>
            </Card>
          ) : (
            <ul className={classes.list}>
              {items.map((item) => (
                <li key={item.id}>
                  <RequestCard
                    item={item}
                    onDecide={(outcome, chosen) => {
                      setDone(null);
                      setOpen({ outcome, item: chosen });
                    }}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}

      {open && (
        <OutcomeModal
          item={open.item}
          outcome={open.outcome}
          onClose={() => setOpen(null)}
          onDone={(message) => {
            setOpen(null);
            setDone(message);
          }}
        />
      )}
    </Stack>
  );
}
