import type { StaffAuditEntry } from '@hitelkapu/domain/contracts/staff-roles';
import { formatDateTime } from '@hitelkapu/domain/format/date';
import { Button, Card, Group, NativeSelect, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconFilter } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/errors/load-failure.tsx';
import { type AuditFilter, useStaffAudit } from '../api/staff-admin.ts';
import { useStaffAdminFrame } from '../staff-admin-context.tsx';
import classes from './staff-admin.module.css';

/** The subjects staff actions name today; the log may hold others, shown by their code. */
export const auditSubjectKinds = [
  'STAFF_USER',
  'APPLICATION',
  'CORRECTION',
  'DECISION_REVIEW',
  'LOAN_PRODUCT',
  'BASE_RATE',
  'REGULATORY_FIGURE',
  'MERCHANT',
  'DEALER',
] as const;

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** An action in Hungarian; a code the wording does not know yet (a new kind of change) by its code. */
export function actionLabel(t: TFunction, code: string): string {
  return t(`staffAdmin.action.${code}`, { defaultValue: t('staffAdmin.action.unknown', { code }) });
}

export function subjectLabel(t: TFunction, code: string): string {
  return t(`staffAdmin.subject.${code}`, { defaultValue: t('staffAdmin.subject.unknown', { code }) });
}

/** A value of a subject before or after, as a person reads it. */
function valueText(t: TFunction, key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return t('staffAdmin.audit.noValue');
  if (typeof value === 'boolean') return value ? t('staffAdmin.audit.yes') : t('staffAdmin.audit.no');
  if (key === 'roles' && Array.isArray(value))
    return value
      .map((role) => t(`staffAdmin.role.${String(role)}`, { defaultValue: String(role) }))
      .join(', ');
  if (typeof value === 'string') return ISO_MOMENT.test(value) ? formatDateTime(value) : value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object')) return value.join(', ');
  return JSON.stringify(value);
}

/** The subject before and after, field by field; the fields that changed stand out. */
function Changes({ entry }: { entry: StaffAuditEntry }) {
  const { t } = useTranslation();
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (keys.length === 0) return <Text size="sm">{t('staffAdmin.audit.noChanges')}</Text>;
  return (
    <table className={classes.diff}>
      <thead>
        <tr>
          <th scope="col">{t('staffAdmin.audit.field')}</th>
          <th scope="col">{t('staffAdmin.audit.before')}</th>
          <th scope="col">{t('staffAdmin.audit.after')}</th>
        </tr>
      </thead>
      <tbody>
        {keys.map((key) => {
          const was = entry.before ? valueText(t, key, before[key]) : t('staffAdmin.audit.noValue');
          const is = entry.after ? valueText(t, key, after[key]) : t('staffAdmin.audit.noValue');
          return (
            <tr key={key} data-changed={was !== is} className={was !== is ? classes.changed : undefined}>
              <th scope="row">{t(`staffAdmin.field.${key}`, { defaultValue: key })}</th>
              <td>{was}</td>
              <td>{is}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function AuditRow({
  entry,
  onSubject,
}: {
  entry: StaffAuditEntry;
  onSubject: (filter: AuditFilter) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const detailsId = `audit-${entry.id}-changes`;
  const action = actionLabel(t, entry.action);
  const time = formatDateTime(entry.createdAt);
  return (
    <Fragment>
      <tr>
        <td data-label={t('staffAdmin.audit.time')} className={classes.time}>
          {time}
        </td>
        <td data-label={t('staffAdmin.audit.staff')}>
          <Text size="sm" fw={600}>
            {entry.staffName ?? t('staffAdmin.audit.unknownStaff')}
          </Text>
          {entry.ip && (
            <Text size="xs" c="gray.7">
              {t('staffAdmin.audit.ip', { ip: entry.ip })}
            </Text>
          )}
        </td>
        <td data-label={t('staffAdmin.audit.action')}>{action}</td>
        <td data-label={t('staffAdmin.audit.subject')}>
          <Text size="sm">{subjectLabel(t, entry.subjectKind)}</Text>
          <button
            type="button"
            className={classes.subjectId}
            title={t('staffAdmin.audit.filter')}
            onClick={() => onSubject({ subjectKind: entry.subjectKind, subjectId: entry.subjectId })}
          >
            {entry.subjectId}
          </button>
        </td>
        <td className={classes.toggleCell}>
          <Button
            variant="subtle"
            size="compact-sm"
            aria-expanded={open}
            aria-controls={detailsId}
            aria-label={t('staffAdmin.audit.changesOf', { action, time })}
            rightSection={
              open ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />
            }
            onClick={() => setOpen((value) => !value)}
          >
            {t('staffAdmin.audit.showChanges')}
          </Button>
        </td>
      </tr>
      {open && (
        <tr id={detailsId} className={classes.detailsRow}>
          <td colSpan={5}>
            <Changes entry={entry} />
          </td>
        </tr>
      )}
    </Fragment>
  );
}

/** /staff/admin/audit: every staff action, newest first, with filters by subject and "Régebbiek". */
export function AuditPage() {
  const { t } = useTranslation();
  const { nav } = useStaffAdminFrame();
  const [filter, setFilter] = useState<AuditFilter>({});
  const [draft, setDraft] = useState<{ subjectKind: string; subjectId: string }>({
    subjectKind: '',
    subjectId: '',
  });
  const audit = useStaffAudit(filter);
  const entries = audit.data?.pages.flatMap((page) => page.items);

  const apply = (next: AuditFilter) => {
    setDraft({ subjectKind: next.subjectKind ?? '', subjectId: next.subjectId ?? '' });
    setFilter(next);
  };
  const knownKinds: readonly string[] = auditSubjectKinds;
  const kinds =
    draft.subjectKind && !knownKinds.includes(draft.subjectKind)
      ? [...knownKinds, draft.subjectKind]
      : knownKinds;

  return (
    <Stack gap="lg" className={classes.widePage}>
      {nav}
      <Stack gap={6}>
        <Title order={1}>{t('staffAdmin.audit.title')}</Title>
        <Text c="gray.7">{t('staffAdmin.audit.lead')}</Text>
      </Stack>

      <form
        className={classes.filters}
        onSubmit={(event) => {
          event.preventDefault();
          const subjectId = draft.subjectId.trim();
          apply({
            ...(draft.subjectKind ? { subjectKind: draft.subjectKind } : {}),
            ...(subjectId ? { subjectId } : {}),
          });
        }}
      >
        <NativeSelect
          label={t('staffAdmin.audit.subjectKind')}
          value={draft.subjectKind}
          onChange={(event) => setDraft({ ...draft, subjectKind: event.currentTarget.value })}
          data={[
            { value: '', label: t('staffAdmin.audit.anySubject') },
            ...kinds.map((kind) => ({ value: kind, label: subjectLabel(t, kind) })),
          ]}
        />
        <TextInput
          label={t('staffAdmin.audit.subjectId')}
          value={draft.subjectId}
          maxLength={100}
          onChange={(event) => setDraft({ ...draft, subjectId: event.currentTarget.value })}
        />
        <Group gap="sm" className={classes.filterButtons}>
          <Button type="submit" leftSection={<IconFilter size={18} aria-hidden />}>
            {t('staffAdmin.audit.filter')}
          </Button>
          {(filter.subjectKind || filter.subjectId) && (
            <Button variant="default" onClick={() => apply({})}>
              {t('staffAdmin.audit.clearFilters')}
            </Button>
          )}
        </Group>
      </form>

      {audit.isError && !entries ? (
        <LoadFailure
          title={t('staffAdmin.audit.loadError')}
          error={audit.error}
          onRetry={() => void audit.refetch()}
        />
      ) : !entries ? (
        <Stack gap="sm" role="status" aria-label={t('common.loading')}>
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} height={44} />
          ))}
        </Stack>
      ) : entries.length === 0 ? (
        <Card>
          <Text>{t('staffAdmin.audit.empty')}</Text>
        </Card>
      ) : (
        <Stack gap="md">
          <Card padding={0} className={classes.tableCard}>
            <table className={classes.auditTable}>
              <thead>
                <tr>
                  <th scope="col">{t('staffAdmin.audit.time')}</th>
                  <th scope="col">{t('staffAdmin.audit.staff')}</th>
                  <th scope="col">{t('staffAdmin.audit.action')}</th>
                  <th scope="col">{t('staffAdmin.audit.subject')}</th>
                  <th scope="col">
                    <span className={classes.visuallyHidden}>{t('staffAdmin.audit.showChanges')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <AuditRow key={entry.id} entry={entry} onSubject={apply} />
                ))}
              </tbody>
            </table>
          </Card>
          {audit.isFetchNextPageError && (
            <LoadFailure error={audit.error} onRetry={() => void audit.fetchNextPage()} />
          )}
          {audit.hasNextPage ? (
            <Button
              variant="default"
              className={classes.older}
              loading={audit.isFetchingNextPage}
              onClick={() => void audit.fetchNextPage()}
            >
              {t('staffAdmin.audit.older')}
            </Button>
          ) : (
            <Text size="sm" c="gray.7" ta="center">
              {t('staffAdmin.audit.noMore')}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
