import type { MerchantListQuery, MerchantSummary } from '@hitelkapu/domain/contracts/merchants';
import { Anchor, Button, Card, Chip, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuildingStore, IconMapPin, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailure } from '../../../components/errors/load-failure.tsx';
import { EmptyStateCard } from '../../../components/list-states.tsx';
import { merchantCategoriesQuery, merchantsQuery } from '../api/merchants.ts';
import { merchantRangeText } from './merchant-range.ts';
import classes from './stores.module.css';

const ALL = 'all';
/** Typing pauses this long before the server is asked. */
export const SEARCH_DEBOUNCE_MS = 300;

/** `/stores`: the shops that take the point-of-sale credit, by category and a search text. */
export function StoresPage() {
  const { t } = useTranslation();
  const [category, setCategory] = useState<string>(ALL);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const categories = useQuery(merchantCategoriesQuery());
  const query: MerchantListQuery = {
    ...(category !== ALL ? { categoryId: category } : {}),
    ...(debouncedSearch ? { search: debouncedSearch.slice(0, 80) } : {}),
  };
  const merchants = useQuery(merchantsQuery(query));
  const reset = () => {
    setCategory(ALL);
    setSearch('');
  };

  return (
    <Stack gap="lg" className={classes.page}>
      <Stack gap={4}>
        <Title order={1}>{t('stores.title')}</Title>
        <Text c="gray.7">{t('stores.lead')}</Text>
      </Stack>

      <Stack gap="md" role="search" aria-label={t('stores.search')}>
        <TextInput
          type="search"
          label={t('stores.search')}
          placeholder={t('stores.searchPlaceholder')}
          value={search}
          maxLength={80}
          onChange={(event) => setSearch(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          maw={480}
        />
        {categories.data && categories.data.length > 0 && (
          <fieldset className={classes.chips}>
            <legend className={classes.legend}>{t('stores.category')}</legend>
            <Chip.Group multiple={false} value={category} onChange={setCategory}>
              <Chip value={ALL} variant="outline">
                {t('stores.allCategories')}
              </Chip>
              {categories.data.map((item) => (
                <Chip key={item.id} value={item.id} variant="outline">
                  {item.name}
                </Chip>
              ))}
            </Chip.Group>
          </fieldset>
        )}
      </Stack>

      <Text size="sm" c="gray.7" role="status" aria-live="polite">
        {merchants.data && !merchants.isPlaceholderData
          ? t('stores.count', { count: merchants.data.length })
          : ''}
      </Text>

      {merchants.isError ? (
        <LoadFailure
          title={t('stores.loadError')}
          error={merchants.error}
          onRetry={() => void merchants.refetch()}
        />
      ) : !merchants.data ? (
        <ul className={classes.grid} aria-label={t('common.loading')}>
          {[0, 1, 2].map((item) => (
            <li key={item}>
              <Card>
                <Stack gap="sm">
                  <Skeleton height={22} width="60%" />
                  <Skeleton height={16} />
                  <Skeleton height={16} width="40%" />
                </Stack>
              </Card>
            </li>
          ))}
        </ul>
      ) : merchants.data.length === 0 ? (
        <EmptyStateCard
          icon={<IconBuildingStore size={32} aria-hidden color="var(--mantine-color-brand-7)" />}
          titleId="stores-empty-title"
          title={t('stores.empty.title')}
          text={t('stores.empty.text')}
        >
          <Button variant="light" onClick={reset}>
            {t('stores.empty.reset')}
          </Button>
        </EmptyStateCard>
      ) : (
        <ul className={classes.grid}>
          {merchants.data.map((merchant) => (
            <li key={merchant.id}>
              <StoreCard merchant={merchant} />
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}

function StoreCard({ merchant }: { merchant: MerchantSummary }) {
  const { t } = useTranslation();
  const titleId = `store-${merchant.id}-title`;
  return (
    <Card component="article" aria-labelledby={titleId} className={classes.card}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={titleId}>
          <Anchor component={Link} to={`/store/${merchant.id}`} inherit className={classes.cardLink}>
            {merchant.name}
          </Anchor>
        </Title>
        <Text size="sm">{merchant.tagline}</Text>
        <Group gap={4} c="gray.7">
          <IconMapPin size={16} aria-hidden />
          <Text size="sm">{merchant.city}</Text>
        </Group>
        <Text size="sm" fw={600} c="brand.8">
          {merchantRangeText(merchant, t)}
        </Text>
      </Stack>
    </Card>
  );
}
