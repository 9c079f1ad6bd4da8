import type { ConfigProduct } from '@hitelkapu/domain/contracts/staff-config';
import { formatHuf } from '@hitelkapu/domain/format/number';
import { Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/errors/load-failure.tsx';
import { CardListSkeleton } from '../../../components/list-states.tsx';
import { useConfigProducts } from '../api/config.ts';
import { useStaffConfigDeps } from '../config-deps.tsx';
import { formatAmountRange, formatRate } from './config-format.ts';
import { ProductForm } from './product-form.tsx';
import { SavedNotice } from './saved-notice.tsx';
import classes from './staff-config.module.css';

function ProductFigures({ product }: { product: ConfigProduct }) {
  const { t } = useTranslation();
  const fee =
    product.disbursementFeeMax > 0
      ? t('staffConfig.product.feeWithMax', {
          percent: formatRate(product.disbursementFeePercent),
          max: formatHuf(product.disbursementFeeMax),
        })
      : formatRate(product.disbursementFeePercent);
  return (
    <Stack gap="md">
      <dl className={classes.figures}>
        <div>
          <dt>{t('staffConfig.product.amountRange')}</dt>
          <dd>{formatAmountRange(product.minAmount, product.maxAmount)}</dd>
        </div>
        <div>
          <dt>{t('staffConfig.product.monthsRange')}</dt>
          <dd>{t('staffConfig.product.months', { min: product.minMonths, max: product.maxMonths })}</dd>
        </div>
        <div>
          <dt>{t('staffConfig.product.disbursementFee')}</dt>
          <dd>{fee}</dd>
        </div>
        <div>
          <dt>{t('staffConfig.product.monthlyFee')}</dt>
          <dd>{formatHuf(product.monthlyFee)}</dd>
        </div>
        <div>
          <dt>{t('staffConfig.product.highestThm')}</dt>
          <dd>
            {product.highestThm === null ? '–' : formatRate(product.highestThm)}{' '}
            <Text span size="sm" c="gray.7" fw={400}>
              {t('staffConfig.product.capOf', { cap: formatRate(product.thmCap) })}
            </Text>
          </dd>
        </div>
      </dl>
      <Table striped withTableBorder className={classes.bands} verticalSpacing={6} horizontalSpacing={8}>
        <Table.Caption>{t('staffConfig.product.bandsCaption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('staffConfig.product.bandAmount')}</Table.Th>
            <Table.Th scope="col">{t('staffConfig.product.bandMonths')}</Table.Th>
            <Table.Th scope="col" className={classes.numberHead}>
              {t('staffConfig.product.bandRate')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {product.rateBands.map((band) => (
            <Table.Tr key={`${band.minAmount}-${band.minMonths}-${band.maxAmount}-${band.maxMonths}`}>
              <Table.Td>{formatAmountRange(band.minAmount, band.maxAmount)}</Table.Td>
              <Table.Td>
                {t('staffConfig.product.months', { min: band.minMonths, max: band.maxMonths })}
              </Table.Td>
              <Table.Td className={classes.number}>{formatRate(band.annualRatePercent)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function ProductCard({
  product,
  editing,
  onEdit,
  onDone,
  onReload,
}: {
  product: ConfigProduct;
  editing: boolean;
  onEdit: () => void;
  onDone: (saved: ConfigProduct | null) => void;
  onReload: () => Promise<ConfigProduct | undefined>;
}) {
  const { t } = useTranslation();
  const titleId = `product-${product.id}-title`;
  return (
    <Card component="article" aria-labelledby={titleId} className={classes.card}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4}>
            <Title order={2} size="h3" id={titleId}>
              {product.name}
            </Title>
            <Text size="sm" c="gray.7">
              {product.tagline}
            </Text>
          </Stack>
          <Group gap={6}>
            <Badge variant="light" color="gray">
              {t(`staffConfig.kind.${product.kind}`)}
            </Badge>
            <Badge variant="filled" color={product.isActive ? 'teal.9' : 'gray.7'}>
              {t(product.isActive ? 'staffConfig.product.active' : 'staffConfig.product.inactive')}
            </Badge>
            <Badge variant="outline" color="gray">
              {t('staffConfig.product.version', { version: product.version })}
            </Badge>
          </Group>
        </Group>
        {editing ? (
          <ProductForm
            product={product}
            onSaved={(saved) => onDone(saved)}
            onCancel={() => onDone(null)}
            onReload={onReload}
          />
        ) : (
          <>
            <ProductFigures product={product} />
            <div>
              <Button
                variant="default"
                leftSection={<IconPencil size={18} aria-hidden />}
                onClick={onEdit}
                aria-label={t('staffConfig.product.editLabel', { name: product.name })}
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

/** /staff/config/products: every product with its bands, fees and THM headroom, each editable. */
export function ConfigProductsPage() {
  const { t } = useTranslation();
  const { nav } = useStaffConfigDeps();
  const query = useConfigProducts();
  const [editing, setEditing] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const reload = async (id: number) => (await query.refetch()).data?.items.find((item) => item.id === id);

  return (
    <Stack gap="lg" className={classes.page}>
      {nav}
      <Stack gap={6}>
        <Title order={1}>{t('staffConfig.products.title')}</Title>
        <Text c="gray.7">{t('staffConfig.products.lead')}</Text>
      </Stack>
      <SavedNotice notice={notice} onClose={() => setNotice(null)} />
      {query.isError ? (
        <LoadFailure
          title={t('staffConfig.products.loadError')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : !query.data ? (
        <CardListSkeleton lineWidths={['80%', '100%']} />
      ) : query.data.items.length === 0 ? (
        <Card>
          <Text>{t('staffConfig.products.empty')}</Text>
        </Card>
      ) : (
        <ul className={classes.list}>
          {query.data.items.map((product) => (
            <li key={product.id}>
              <ProductCard
                product={product}
                editing={editing === product.id}
                onEdit={() => {
                  setNotice(null);
                  setEditing(product.id);
                }}
                onDone={(saved) => {
                  setEditing(null);
                  if (saved)
                    setNotice(t('staffConfig.product.saved', { name: saved.name, version: saved.version }));
                }}
                onReload={() => reload(product.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
