import type {
  ConfigStatement,
  ConfigStatementVersionInput,
} from '@hitelkapu/domain/contracts/staff-config-texts';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/errors/load-failure.tsx';
import { CardListSkeleton } from '../../../components/list-states.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText, fieldErrorsText } from '../../../lib/error-text.ts';
import { useConfigStatements, usePublishStatement } from '../api/texts.ts';
import { useStaffConfigDeps } from '../config-deps.tsx';
import { ChangeConfirm, type ChangeDifference } from './change-confirm.tsx';
import { SavedNotice } from './saved-notice.tsx';
import classes from './staff-config.module.css';
import textClasses from './texts.module.css';

type StatementValues = Omit<ConfigStatementVersionInput, 'version'>;

const valuesOf = (statement: ConfigStatement): StatementValues => ({
  title: statement.current.title,
  summary: statement.current.summary,
  body: statement.current.body,
  isRequired: statement.current.isRequired,
});

const formatDay = (iso: string) =>
  new Intl.DateTimeFormat('hu-HU', { year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(iso));

/**
 * New wording of a statement, reviewed as before → after and published as the next version
 * on the version read. A refused save keeps the entered wording.
 */
function StatementForm({
  statement,
  onSaved,
  onCancel,
  onReload,
}: {
  statement: ConfigStatement;
  onSaved: (saved: ConfigStatement) => void;
  onCancel: () => void;
  onReload: () => Promise<ConfigStatement | undefined>;
}) {
  const { t } = useTranslation();
  const [base, setBase] = useState(statement);
  const form = useForm<StatementValues>({ mode: 'controlled', initialValues: valuesOf(statement) });
  const [review, setReview] = useState<StatementValues | null>(null);
  const publish = usePublishStatement();
  const errorRef = useRef<HTMLDivElement>(null);
  const conflict = publish.error instanceof ApiError && publish.error.status === 409;
  const newest = base.history[0]?.version ?? base.current.version;

  const differences: ChangeDifference[] = [];
  if (review) {
    const before = valuesOf(base);
    for (const field of ['title', 'summary', 'body'] as const)
      if (before[field] !== review[field].trim())
        differences.push({
          label: t(`staffConfig.statements.field.${field}`),
          before: before[field],
          after: review[field].trim(),
        });
    if (before.isRequired !== review.isRequired)
      differences.push({
        label: t('staffConfig.statements.field.isRequired'),
        before: t(before.isRequired ? 'staffConfig.statements.required' : 'staffConfig.statements.optional'),
        after: t(review.isRequired ? 'staffConfig.statements.required' : 'staffConfig.statements.optional'),
      });
  }

  function save(values: StatementValues) {
    publish.mutate(
      {
        identifier: base.identifier,
        change: {
          version: newest,
          title: values.title.trim(),
          summary: values.summary.trim(),
          body: values.body.trim(),
          isRequired: values.isRequired,
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
    publish.reset();
  }

  return (
    <form
      noValidate
      aria-label={t('staffConfig.statements.formTitle', { title: base.current.title })}
      onSubmit={form.onSubmit((values) => setReview(values))}
    >
      <Stack gap="md">
        <Text fw={700} size="lg">
          {t('staffConfig.statements.formTitle', { title: base.current.title })}
        </Text>
        {publish.isError && (
          <Alert ref={errorRef} tabIndex={-1} color="red" role="alert" className={classes.focusable}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{errorText(publish.error, t)}</Text>
              {conflict && (
                <Button size="sm" variant="default" onClick={() => void reload()}>
                  {t('staffConfig.texts.reload')}
                </Button>
              )}
            </Stack>
          </Alert>
        )}
        <TextInput
          label={t('staffConfig.statements.field.title')}
          required
          {...form.getInputProps('title')}
        />
        <Textarea
          label={t('staffConfig.statements.field.summary')}
          autosize
          minRows={2}
          required
          {...form.getInputProps('summary')}
        />
        <Textarea
          label={t('staffConfig.statements.field.body')}
          autosize
          minRows={5}
          maxRows={20}
          required
          {...form.getInputProps('body')}
        />
        <Switch
          label={t('staffConfig.statements.field.isRequired')}
          {...form.getInputProps('isRequired', { type: 'checkbox' })}
        />
        <div className={classes.actions}>
          <Button type="submit">{t('staffConfig.statements.review')}</Button>
          <Button variant="default" onClick={onCancel}>
            {t('staffConfig.cancel')}
          </Button>
        </div>
      </Stack>
      <ChangeConfirm
        opened={review !== null}
        lead={t('staffConfig.statements.confirmLead', { title: base.current.title, version: newest + 1 })}
        note={
          review?.isRequired ? (
            <Alert color="yellow" variant="light">
              <Text size="sm">{t('staffConfig.statements.confirmReaccept')}</Text>
            </Alert>
          ) : null
        }
        differences={differences}
        saveLabel={t('staffConfig.statements.publish')}
        saving={publish.isPending}
        onSave={() => review && save(review)}
        onClose={() => setReview(null)}
      />
    </form>
  );
}

function StatementCard({
  statement,
  editing,
  onEdit,
  onDone,
  onReload,
}: {
  statement: ConfigStatement;
  editing: boolean;
  onEdit: () => void;
  onDone: (saved: ConfigStatement | null) => void;
  onReload: () => Promise<ConfigStatement | undefined>;
}) {
  const { t } = useTranslation();
  const titleId = `statement-${statement.identifier}-title`;
  const earlier = statement.history.filter((version) => version.id !== statement.current.id);
  return (
    <Card component="article" aria-labelledby={titleId} className={classes.card}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Title order={2} size="h4" id={titleId}>
              {statement.current.title}
            </Title>
            <Text className={textClasses.key} c="gray.7">
              {statement.identifier}
            </Text>
          </Stack>
          <Group gap={6}>
            <Badge variant="light" color="gray">
              {t(`staffConfig.statements.kind.${statement.kind}`)}
            </Badge>
            <Badge variant="filled" color={statement.current.isRequired ? 'brand.7' : 'gray.7'}>
              {t(
                statement.current.isRequired
                  ? 'staffConfig.statements.required'
                  : 'staffConfig.statements.optional',
              )}
            </Badge>
            {!statement.current.isActive && (
              <Badge variant="outline" color="red.8">
                {t('staffConfig.statements.inactive')}
              </Badge>
            )}
            <Badge variant="outline" color="gray">
              {t('staffConfig.texts.version', { version: statement.current.version })}
            </Badge>
          </Group>
        </Group>
        {editing ? (
          <StatementForm
            statement={statement}
            onSaved={(saved) => onDone(saved)}
            onCancel={() => onDone(null)}
            onReload={onReload}
          />
        ) : (
          <>
            <Text size="sm" className={textClasses.wording}>
              {statement.current.summary}
            </Text>
            <Text size="sm" c="gray.7">
              {t('staffConfig.statements.acceptances', { count: statement.current.acceptances })}
            </Text>
            {earlier.length > 0 && (
              <details>
                <summary>
                  <Text span size="sm" fw={600}>
                    {t('staffConfig.statements.history', { count: earlier.length })}
                  </Text>
                </summary>
                <ul className={classes.timeline}>
                  {earlier.map((version) => (
                    <li key={version.id}>
                      <Text size="sm" fw={600}>
                        {t('staffConfig.statements.historyItem', {
                          version: version.version,
                          date: formatDay(version.createdAt),
                          count: version.acceptances,
                        })}
                      </Text>
                      <Text size="sm" c="gray.7" className={textClasses.wording}>
                        {version.summary}
                      </Text>
                    </li>
                  ))}
                </ul>
              </details>
            )}
            <div>
              <Button
                variant="default"
                size="sm"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={onEdit}
                aria-label={t('staffConfig.statements.newVersionLabel', { title: statement.current.title })}
              >
                {t('staffConfig.statements.newVersion')}
              </Button>
            </div>
          </>
        )}
      </Stack>
    </Card>
  );
}

/** /staff/config/statements: every statement with its current version and history; new wording is a new version. */
export function ConfigStatementsPage() {
  const { t } = useTranslation();
  const { nav } = useStaffConfigDeps();
  const query = useConfigStatements();
  const [editing, setEditing] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const reload = async (identifier: string) =>
    (await query.refetch()).data?.items.find((item) => item.identifier === identifier);

  return (
    <Stack gap="lg" className={classes.page}>
      {nav}
      <Stack gap={6}>
        <Title order={1}>{t('staffConfig.statements.title')}</Title>
        <Text c="gray.7">{t('staffConfig.statements.lead')}</Text>
      </Stack>
      <SavedNotice notice={notice} onClose={() => setNotice(null)} />
      {query.isError ? (
        <LoadFailure
          title={t('staffConfig.statements.loadError')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : !query.data ? (
        <CardListSkeleton lineWidths={['100%']} />
      ) : query.data.items.length === 0 ? (
        <Card>
          <Text>{t('staffConfig.statements.empty')}</Text>
        </Card>
      ) : (
        <ul className={classes.list}>
          {query.data.items.map((statement) => (
            <li key={statement.identifier}>
              <StatementCard
                statement={statement}
                editing={editing === statement.identifier}
                onEdit={() => {
                  setNotice(null);
                  setEditing(statement.identifier);
                }}
                onDone={(saved) => {
                  setEditing(null);
                  if (saved)
                    setNotice(
                      t('staffConfig.statements.saved', {
                        title: saved.current.title,
                        version: saved.current.version,
                      }),
                    );
                }}
                onReload={() => reload(statement.identifier)}
              />
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
