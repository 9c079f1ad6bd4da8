import type { ConfigDealer } from '@hitelkapu/domain/contracts/staff-config-partners';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/errors/load-failure.tsx';
import { CardListSkeleton } from '../../../components/list-states.tsx';
import { useConfigDealers } from '../api/partners.ts';
import { useStaffConfigDeps } from '../config-deps.tsx';
import { DealerForm } from './dealer-form.tsx';
import partnerClasses from './partners.module.css';
import { SavedNotice } from './saved-notice.tsx';
import classes from './staff-config.module.css';

function Swatch({ color, label }: { color: string; label: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <span className={partnerClasses.swatch} style={{ background: color }} aria-hidden />
      <Text size="sm">
        {label}: <strong>{color}</strong>
      </Text>
    </Group>
  );
}

function DealerCard({
  dealer,
  editing,
  onEdit,
  onDone,
  onReload,
}: {
  dealer: ConfigDealer;
  editing: boolean;
  onEdit: () => void;
  onDone: (saved: ConfigDealer | null) => void;
  onReload: () => Promise<ConfigDealer | undefined>;
}) {
  const { t } = useTranslation();
  const titleId = `dealer-${dealer.id}-title`;
  return (
    <Card component="article" aria-labelledby={titleId} className={classes.card}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={2} size="h3" id={titleId}>
            {dealer.name}
          </Title>
          <Badge variant="outline" color="gray">
            {t('staffConfig.product.version', { version: dealer.version })}
          </Badge>
        </Group>
        {editing ? (
          <DealerForm dealer={dealer} onSaved={onDone} onCancel={() => onDone(null)} onReload={onReload} />
        ) : (
          <>
            <div className={partnerClasses.checks}>
              <Swatch color={dealer.primaryColor} label={t('staffConfig.dealer.primaryColor')} />
              <Swatch color={dealer.buttonTextColor} label={t('staffConfig.dealer.buttonTextColor')} />
              <Swatch color={dealer.secondaryColor} label={t('staffConfig.dealer.secondaryColor')} />
            </div>
            <Text size="sm" c="gray.7">
              {t('staffConfig.dealer.radiiSummary', {
                border: dealer.borderRadius,
                button: dealer.buttonRadius,
              })}
            </Text>
            <div>
              <Button
                variant="default"
                leftSection={<IconPencil size={18} aria-hidden />}
                onClick={onEdit}
                aria-label={t('staffConfig.dealer.editLabel', { name: dealer.name })}
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

/** /staff/config/dealers: the leasing dealers and their look, each editable, and a new one. */
export function ConfigDealersPage() {
  const { t } = useTranslation();
  const { nav } = useStaffConfigDeps();
  const query = useConfigDealers();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const reload = async (id: string) => (await query.refetch()).data?.items.find((item) => item.id === id);
  const done = (saved: ConfigDealer | null) => {
    setEditing(null);
    if (saved) setNotice(t('staffConfig.dealer.saved', { name: saved.name, version: saved.version }));
  };

  return (
    <Stack gap="lg" className={classes.page}>
      {nav}
      <Stack gap={6}>
        <Title order={1}>{t('staffConfig.dealers.title')}</Title>
        <Text c="gray.7">{t('staffConfig.dealers.lead')}</Text>
      </Stack>
      <SavedNotice notice={notice} onClose={() => setNotice(null)} />
      {editing === 'new' ? (
        <Card className={classes.card}>
          <DealerForm dealer={null} onSaved={done} onCancel={() => setEditing(null)} />
        </Card>
      ) : (
        <div>
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => {
              setNotice(null);
              setEditing('new');
            }}
          >
            {t('staffConfig.dealers.add')}
          </Button>
        </div>
      )}
      {query.isError ? (
        <LoadFailure
          title={t('staffConfig.dealers.loadError')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : !query.data ? (
        <CardListSkeleton lineWidths={['80%']} />
      ) : query.data.items.length === 0 ? (
        <Card>
          <Text>{t('staffConfig.dealers.empty')}</Text>
        </Card>
      ) : (
        <ul className={classes.list}>
          {query.data.items.map((dealer) => (
            <li key={dealer.id}>
              <DealerCard
                dealer={dealer}
                editing={editing === dealer.id}
                onEdit={() => {
                  setNotice(null);
                  setEditing(dealer.id);
                }}
                onDone={done}
                onReload={() => reload(dealer.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
