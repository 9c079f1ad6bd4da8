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
import type { UseFormReturnType } from '@mantine/form';
import { IconCircleCheck, IconInbox, IconRefresh } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';
import classes from './staff.module.css';
import { StaffNav } from './staff-nav.tsx';

/** Notes are checked like the contracts: at least 5 characters once trimmed, at most 2000. */
export const NOTE_MIN = 5;
export const NOTE_MAX = 2_000;

/** The customer's wording of a reason code; a code without wording is shown as it is. */
export function reasonText(code: string, t: TFunction): string {
  return t([`application.reason.${code}`, `reason.${code}`], { defaultValue: code });
}

/** A case's heading: the customer's name under its label, and what kind of case it is. */
export function CaseHeader({
  titleId,
  name,
  kind,
  kindColor = 'brand',
}: {
  titleId: string;
  name: string;
  kind: string;
  kindColor?: string;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="flex-start" gap="xs">
      <div>
        <Text size="sm" c="gray.7">
          {t('staff.review.customer')}
        </Text>
        <Title order={2} size="h3" id={titleId}>
          {name}
        </Title>
      </div>
      <Badge variant="light" color={kindColor} radius="sm" size="lg">
        {kind}
      </Badge>
    </Group>
  );
}

/** Label/value pairs of a case as a grid. */
export function Figures({ items }: { items: readonly (readonly [string, string])[] }) {
  return (
    <dl className={classes.figures}>
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The automated reasons of a case, as the customer read them. */
export function ReasonList({
  id,
  title,
  reasons,
}: {
  id: string;
  title: string;
  reasons: readonly string[];
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Title order={3} size="h4" id={id}>
        {title}
      </Title>
      {reasons.length > 0 ? (
        <ul className={classes.reasons} aria-labelledby={id}>
          {[...new Set(reasons)].map((code) => (
            <li key={code}>
              <Text size="sm">{reasonText(code, t)}</Text>
            </li>
          ))}
        </ul>
      ) : (
        <Text size="sm" c="gray.7">
          {t('staff.review.noReasons')}
        </Text>
      )}
    </Stack>
  );
}

/** What the customer wrote, quoted. */
export function Quote({ title, text }: { title: string; text: string }) {
  return (
    <Stack gap={6}>
      <Title order={3} size="h4">
        {title}
      </Title>
      <blockquote className={classes.quote}>
        <Text size="sm">{text}</Text>
      </blockquote>
    </Stack>
  );
}

/** The dialog of a staff action: a form with the server's refusal above its two buttons. */
export function ActionModal({
  title,
  onClose,
  onSubmit,
  error,
  isPending,
  submitLabel,
  danger = false,
  children,
}: {
  title: string;
  onClose: () => void;
  onSubmit: (event?: React.FormEvent<HTMLFormElement>) => void;
  error: unknown;
  isPending: boolean;
  submitLabel: string;
  danger?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {children}
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {errorText(error, t)}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={isPending}>
              {t('staff.decision.cancel')}
            </Button>
            <Button type="submit" color={danger ? 'red.9' : undefined} loading={isPending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

type ReasonNoteValues = { reasonCode: string; note: string };

/** The reason the customer reads (with its wording shown once chosen) and the internal note. */
export function ReasonAndNote({
  form,
  reasons,
}: {
  form: UseFormReturnType<ReasonNoteValues>;
  reasons: readonly string[];
}) {
  const { t } = useTranslation();
  const chosen = form.values.reasonCode;
  return (
    <>
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
      <NoteField label={t('staff.decision.note')} hint={t('staff.decision.noteHint')} form={form} />
    </>
  );
}

export function NoteField<Values extends { note: string }>({
  label,
  hint,
  form,
}: {
  label: string;
  hint: string;
  form: UseFormReturnType<Values>;
}) {
  return (
    <Textarea
      label={label}
      description={hint}
      required
      autosize
      minRows={3}
      maxRows={8}
      maxLength={NOTE_MAX}
      {...form.getInputProps('note')}
    />
  );
}

/** The validation of a reason-and-note form, in Hungarian. */
export function reasonAndNoteRules(t: TFunction) {
  return {
    reasonCode: (value: string) => (value === '' ? t('staff.decision.chooseReason') : null),
    note: (value: string) => (value.trim().length < NOTE_MIN ? t('staff.decision.noteTooShort') : null),
  };
}

/**
 * A staff work list: the tabs, the title, what was just done (focused, dismissible), the
 * items oldest first with a count and a refresh, or a skeleton, an empty state, an error
 * with a retry.
 */
export function StaffQueue<Item>({
  query,
  title,
  lead,
  countText,
  emptyTitle,
  emptyText,
  loadErrorTitle,
  notice,
  onDismissNotice,
  itemKey,
  renderItem,
  children,
}: {
  query: UseQueryResult<Item[]>;
  title: string;
  lead: string;
  countText: (count: number) => string;
  emptyTitle: string;
  emptyText: string;
  loadErrorTitle: string;
  notice: string | null;
  onDismissNotice: () => void;
  itemKey: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  const items = query.data;

  return (
    <Stack gap="lg" className={classes.page}>
      <StaffNav />
      <Stack gap={6}>
        <Title order={1}>{title}</Title>
        <Text c="gray.7">{lead}</Text>
      </Stack>

      {notice && (
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
            <Text size="sm">{notice}</Text>
            <CloseButton size="sm" aria-label={t('common.close')} onClick={onDismissNotice} />
          </Group>
        </Alert>
      )}

      {query.isError ? (
        <Alert color="red" variant="light" role="alert" title={loadErrorTitle}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorText(query.error, t)}</Text>
            <Button size="compact-sm" variant="light" color="red" onClick={() => void query.refetch()}>
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
                <Skeleton height={18} width="60%" />
              </Stack>
            </Card>
          ))}
        </Stack>
      ) : (
        <>
          <Group justify="space-between" gap="sm">
            <Text fw={600} aria-live="polite">
              {countText(items.length)}
            </Text>
            <Button
              variant="default"
              size="sm"
              leftSection={<IconRefresh size={18} aria-hidden />}
              loading={query.isFetching}
              onClick={() => void query.refetch()}
            >
              {t('staff.reviews.refresh')}
            </Button>
          </Group>
          {items.length === 0 ? (
            <Card component="section" aria-labelledby="queue-empty-title">
              <Stack gap="sm" align="flex-start">
                <IconInbox size={32} aria-hidden color="var(--mantine-color-brand-7)" />
                <Title order={2} size="h3" id="queue-empty-title">
                  {emptyTitle}
                </Title>
                <Text c="gray.7">{emptyText}</Text>
              </Stack>
            </Card>
          ) : (
            <ul className={classes.list}>
              {items.map((item) => (
                <li key={itemKey(item)}>{renderItem(item)}</li>
              ))}
            </ul>
          )}
        </>
      )}
      {children}
    </Stack>
  );
}
