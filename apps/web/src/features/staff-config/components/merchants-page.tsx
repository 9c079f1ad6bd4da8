import type { ConfigMerchant, ConfigMerchantList } from '@hitelkapu/domain/contracts/staff-config-partners';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/errors/load-failure.tsx';
import { CardListSkeleton } from '../../../components/list-states.tsx';
import { useConfigMerchants } from '../api/partners.ts';
import { useStaffConfigDeps } from '../config-deps.tsx';
import { MerchantForm } from './merchant-form.tsx';
import { SavedNotice } from './saved-notice.tsx';
import classes from './staff-config.module.css';

function MerchantCard({
  merchant,
  categories,
  editing,
  onEdit,
  onDone,
  onReload,
}: {
  merchant: ConfigMerchant;
  categories: ConfigMerchantList['categories'];
  editing: boolean;
  onEdit: () => void;
  onDone: (saved: ConfigMerchant | null) => void;
  onReload: () => Promise<ConfigMerchant | undefined>;
}) {
  const { t } = useTranslation();
  const titleId = `merchant-${merchant.id}-title`;
  const names = merchant.categoryIds.map(
    (id) => categories.find((category) => category.id === id)?.name ?? id,
  );
  return (
    <Card component="article" aria-labelledby={titleId} className={classes.card}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4}>
            <Title order={2} size="h3" id={titleId}>
              {merchant.name}
            </Title>
            <Text size="sm" c="gray.7">
              {merchant.tagline}
            </Text>
          </Stack>
          <Group gap={6}>
            <Badge variant="filled" color={merchant.listed ? 'teal.9' : 'gray.7'}>
              {t(merchant.listed ? 'staffConfig.merchant.listedYes' : 'staffConfig.merchant.listedNo')}
            </Badge>
            <Badge variant="outline" color="gray">
              {t('staffConfig.product.version', { version: merchant.version })}
            </Badge>
          </Group>
        </Group>
        {editing ? (
          <MerchantForm
            merchant={merchant}
            categories={categories}
            onSaved={onDone}
            onCancel={() => onDone(null)}
            onReload={onReload}
          />
        ) : (
          <>
            <dl className={classes.figures}>
              <div>
                <dt>{t('staffConfig.merchant.city')}</dt>
                <dd>{merchant.city}</dd>
              </div>
              <div>
                <dt>{t('staffConfig.merchant.categories')}</dt>
                <dd>{names.join(', ')}</dd>
              </div>
              <div>
                <dt>{t('staffConfig.merchant.websiteUrl')}</dt>
                <dd>{merchant.websiteUrl}</dd>
              </div>
            </dl>
            <div>
              <Button
                variant="default"
                leftSection={<IconPencil size={18} aria-hidden />}
                onClick={onEdit}
                aria-label={t('staffConfig.merchant.editLabel', { name: merchant.name })}
              >
                {t('staffConfig.product.edit')}
              </Button>
            </div>
          </>
        )}
      </Stack>
    </Card>
  );
}

/** /staff/config/merchants: the shops of /stores, listed or not, each editable, and a new one. */
export function ConfigMerchantsPage() {
  const { t } = useTranslation();
  const { nav } = useStaffConfigDeps();
  const query = useConfigMerchants();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const reload = async (id: string) => (await query.refetch()).data?.items.find((item) => item.id === id);
  const done = (saved: ConfigMerchant | null) => {
    setEditing(null);
    if (saved) setNotice(t('staffConfig.merchant.saved', { name: saved.name, version: saved.version }));
  };
  const categories = query.data?.categories ?? [];

  return (
    <Stack gap="lg" className={classes.page}>
      {nav}
      <Stack gap={6}>
        <Title order={1}>{t('staffConfig.merchants.title')}</Title>
        <Text c="gray.7">{t('staffConfig.merchants.lead')}</Text>
      </Stack>
      <SavedNotice notice={notice} onClose={() => setNotice(null)} />
      {editing === 'new' && query.data ? (
        <Card className={classes.card}>
          <MerchantForm
            merchant={null}
            categories={categories}
            onSaved={done}
            onCancel={() => setEditing(null)}
          />
        </Card>
      ) : (
        <div>
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            disabled={!query.data}
            onClick={() => {
              setNotice(null);
              setEditing('new');
            }}
          >
            {t('staffConfig.merchants.add')}
          </Button>
        </div>
      )}
      {query.isError ? (
        <LoadFailure
          title={t('staffConfig.merchants.loadError')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : !query.data ? (
        <CardListSkeleton lineWidths={['80%']} />
      ) : query.data.items.length === 0 ? (
        <Card>
          <Text>{t('staffConfig.merchants.empty')}</Text>
        </Card>
      ) : (
        <ul className={classes.list}>
          {query.data.items.map((merchant) => (
            <li key={merchant.id}>
              <MerchantCard
                merchant={merchant}
                categories={categories}
                editing={editing === merchant.id}
                onEdit={() => {
                  setNotice(null);
                  setEditing(merchant.id);
                }}
                onDone={done}
                onReload={() => reload(merchant.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
