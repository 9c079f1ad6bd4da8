import type { ConfigTranslation } from '@hitelkapu/domain/contracts/staff-config-texts';
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPencil, IconSearch } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/errors/load-failure.tsx';
import { CardListSkeleton } from '../../../components/list-states.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText, fieldErrorsText } from '../../../lib/error-text.ts';
import { useConfigTranslations, useResetTranslation, useUpdateTranslation } from '../api/texts.ts';
import { useStaffConfigDeps } from '../config-deps.tsx';
import { ChangeConfirm } from './change-confirm.tsx';
import { SavedNotice } from './saved-notice.tsx';
import classes from './staff-config.module.css';
import textClasses from './texts.module.css';

type Scope = 'all' | 'public' | 'internal';

/**
 * A token's edit form: the new wording is reviewed as before → after, then saved on the
 * version read. A refused save keeps the entered wording, with the reason on the field.
 */
function TranslationForm({
  token,
  onSaved,
  onCancel,
}: {
  token: ConfigTranslation;
  onSaved: (saved: ConfigTranslation) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [base, setBase] = useState(token);
  const [value, setValue] = useState(token.value);
  const [review, setReview] = useState<'edit' | 'reset' | null>(null);
  const update = useUpdateTranslation();
  const reset = useResetTranslation();
  const failed = update.error ?? reset.error;
  const errorRef = useRef<HTMLDivElement>(null);
  const conflict = failed instanceof ApiError && failed.status === 409;
  const fieldError = fieldErrorsText(
    failed,
    t,
    failed instanceof ApiError ? failed.wording?.values : undefined,
  ).value;
  const fieldId = `token-${token.key.replace(/[^a-zA-Z0-9]/g, '-')}`;

  const differences =
    review === 'reset'
      ? base.shippedValue !== null && base.shippedValue !== base.value
        ? [{ label: t('staffConfig.translations.value'), before: base.value, after: base.shippedValue }]
        : []
      : value.trim() !== base.value
        ? [{ label: t('staffConfig.translations.value'), before: base.value, after: value.trim() }]
        : [];

  const settle = {
    onSuccess: (saved: ConfigTranslation) => {
      setReview(null);
      onSaved(saved);
    },
    onError: () => {
      setReview(null);
      requestAnimationFrame(() => errorRef.current?.focus());
    },
  };

  function save() {
    update.reset();
    reset.reset();
    if (review === 'reset') reset.mutate({ key: base.key, version: base.version }, settle);
    else update.mutate({ key: base.key, change: { version: base.version, value: value.trim() } }, settle);
  }

  function reload(fresh: ConfigTranslation | undefined) {
    if (!fresh) return;
    setBase(fresh);
    update.reset();
    reset.reset();
  }

  return (
    <form
      noValidate
      aria-label={t('staffConfig.translations.editLabel', { key: token.key })}
      onSubmit={(event) => {
        event.preventDefault();
        setReview('edit');
      }}
    >
      <Stack gap="sm">
        {failed && (
          <Alert ref={errorRef} tabIndex={-1} color="red" role="alert" className={classes.focusable}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{errorText(failed, t)}</Text>
              {conflict && <ReloadToken tokenKey={base.key} onLoaded={reload} />}
            </Stack>
          </Alert>
        )}
        <Textarea
          id={fieldId}
          label={t('staffConfig.translations.value')}
          description={t('staffConfig.translations.valueHint')}
          autosize
          minRows={2}
          maxRows={12}
          required
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={fieldError}
        />
        {base.shippedValue !== null && base.shippedValue !== value && (
          <Text size="sm" c="gray.7" className={textClasses.wording}>
            <Text span fw={600} size="sm">
              {t('staffConfig.translations.shipped')}:{' '}
            </Text>
            {base.shippedValue}
          </Text>
        )}
        <div className={classes.actions}>
          <Button type="submit">{t('staffConfig.translations.review')}</Button>
          {base.source === 'staff' && base.shippedValue !== null && (
            <Button variant="default" onClick={() => setReview('reset')}>
              {t('staffConfig.translations.reset')}
            </Button>
          )}
          <Button variant="default" onClick={onCancel}>
            {t('staffConfig.cancel')}
          </Button>
        </div>
      </Stack>
      <ChangeConfirm
        opened={review !== null}
        lead={t(
          review === 'reset'
            ? 'staffConfig.translations.confirmReset'
            : 'staffConfig.translations.confirmLead',
          {
            key: base.key,
          },
        )}
        differences={differences}
        saving={update.isPending || reset.isPending}
        onSave={save}
        onClose={() => setReview(null)}
      />
    </form>
  );
}

/** After a conflict: reads the token again, so the form saves on its newest version. */
function ReloadToken({
  tokenKey,
  onLoaded,
}: {
  tokenKey: string;
  onLoaded: (fresh: ConfigTranslation | undefined) => void;
}) {
  const { t } = useTranslation();
  const fresh = useConfigTranslations({ q: tokenKey, limit: 200 });
  return (
    <Button
      size="sm"
      variant="default"
      onClick={async () => {
        const result = await fresh.refetch();
        onLoaded(result.data?.items.find((item) => item.key === tokenKey));
      }}
    >
      {t('staffConfig.texts.reload')}
    </Button>
  );
}

function TokenCard({
  token,
  editing,
  onEdit,
  onDone,
}: {
  token: ConfigTranslation;
  editing: boolean;
  onEdit: () => void;
  onDone: (saved: ConfigTranslation | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <Card component="article" className={classes.card} aria-label={token.key}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Text className={textClasses.key} fw={600}>
            {token.key}
          </Text>
          <Group gap={6}>
            <Badge variant="light" color="gray">
              {t(`staffConfig.translations.scope.${token.scope}`)}
            </Badge>
            <Badge
              variant={token.source === 'staff' ? 'filled' : 'outline'}
              color={token.source === 'staff' ? 'brand.7' : 'gray'}
            >
              {t(`staffConfig.texts.source.${token.source}`)}
            </Badge>
            <Badge variant="outline" color="gray">
              {t('staffConfig.texts.version', { version: token.version })}
            </Badge>
          </Group>
        </Group>
        {editing ? (
          <TranslationForm token={token} onSaved={(saved) => onDone(saved)} onCancel={() => onDone(null)} />
        ) : (
          <>
            <Text className={textClasses.wording}>{token.value}</Text>
            <div>
              <Button
                variant="default"
                size="sm"
                leftSection={<IconPencil size={16} aria-hidden />}
                onClick={onEdit}
                aria-label={t('staffConfig.translations.editLabel', { key: token.key })}
              >
                {t('staffConfig.translations.edit')}
              </Button>
            </div>
          </>
        )}
      </Stack>
    </Card>
  );
}

/** /staff/config/translations: search the wording, edit a token, or put it back to the shipped one. */
export function ConfigTranslationsPage() {
  const { t } = useTranslation();
  const { nav } = useStaffConfigDeps();
  const [search, setSearch] = useState('');
  const [scope, setScope] = useState<Scope>('all');
  const [onlyEdited, setOnlyEdited] = useState(false);
  const [q] = useDebouncedValue(search.trim(), 300);
  const query = useConfigTranslations({
    ...(q ? { q } : {}),
    ...(scope === 'all' ? {} : { scope }),
    ...(onlyEdited ? { source: 'staff' as const } : {}),
    limit: 50,
  });
  const [editing, setEditing] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <Stack gap="lg" className={classes.page}>
      {nav}
      <Stack gap={6}>
        <Title order={1}>{t('staffConfig.translations.title')}</Title>
        <Text c="gray.7">{t('staffConfig.translations.lead')}</Text>
      </Stack>
      <div className={textClasses.filters}>
        <TextInput
          label={t('staffConfig.translations.search')}
          placeholder={t('staffConfig.translations.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          type="search"
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="token-scope-label">
            {t('staffConfig.translations.scope')}
          </Text>
          <SegmentedControl
            aria-labelledby="token-scope-label"
            value={scope}
            onChange={(next) => setScope(next as Scope)}
            data={(['all', 'public', 'internal'] as const).map((value) => ({
              value,
              label: t(`staffConfig.translations.scope.${value}`),
            }))}
          />
        </Stack>
      </div>
      <Checkbox
        label={t('staffConfig.translations.onlyEdited')}
        checked={onlyEdited}
        onChange={(event) => setOnlyEdited(event.currentTarget.checked)}
      />
      <SavedNotice notice={notice} onClose={() => setNotice(null)} />
      {query.isError ? (
        <LoadFailure
          title={t('staffConfig.translations.loadError')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : !query.data ? (
        <CardListSkeleton lineWidths={['100%']} />
      ) : query.data.items.length === 0 ? (
        <Card>
          <Text>{t('staffConfig.translations.empty')}</Text>
        </Card>
      ) : (
        <>
          <Text size="sm" c="gray.7" aria-live="polite">
            {query.data.total > query.data.items.length
              ? t('staffConfig.translations.count', {
                  total: query.data.total,
                  shown: query.data.items.length,
                })
              : t('staffConfig.translations.countAll', { total: query.data.total })}
          </Text>
          <ul className={classes.list}>
            {query.data.items.map((token) => (
              <li key={token.key}>
                <TokenCard
                  token={token}
                  editing={editing === token.key}
                  onEdit={() => {
                    setNotice(null);
                    setEditing(token.key);
                  }}
                  onDone={(saved) => {
                    setEditing(null);
                    if (saved)
                      setNotice(
                        t('staffConfig.translations.saved', { key: saved.key, version: saved.version }),
                      );
                  }}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </Stack>
  );
}
