import type { Merchant } from '@hitelkapu/domain/contracts/merchants';
import { Anchor, Card, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowLeft, IconBuildingStore, IconExternalLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadFailure } from '../../../components/errors/load-failure.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { isWebAddress } from '../../../lib/web-address.ts';
import { merchantQuery } from '../api/merchants.ts';
import { merchantRangeText } from './merchant-range.ts';
import classes from './stores.module.css';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `/store/{storeId}`: one shop, how buying on credit works there, and how to reach it. */
export function StorePage() {
  const { t } = useTranslation();
  const { storeId = '' } = useParams();
  const isValidId = UUID.test(storeId);
  const merchant = useQuery({ ...merchantQuery(storeId), enabled: isValidId });
  const notFound =
    !isValidId || (merchant.isError && merchant.error instanceof ApiError && merchant.error.status === 404);

  return (
    <Stack gap="lg" className={classes.page} maw={880}>
      <Anchor component={Link} to="/stores" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('store.back')}
        </Group>
      </Anchor>
      {notFound ? (
        <Card component="section" aria-labelledby="store-missing-title">
          <Stack gap="sm" align="flex-start">
            <IconBuildingStore size={32} aria-hidden color="var(--mantine-color-brand-7)" />
            <Title order={1} size="h2" id="store-missing-title">
              {t('store.notFound.title')}
            </Title>
            <Text>{t('store.notFound.text')}</Text>
          </Stack>
        </Card>
      ) : merchant.isError ? (
        <>
          <Title order={1}>{t('stores.title')}</Title>
          <LoadFailure
            title={t('store.loadError')}
            error={merchant.error}
            onRetry={() => void merchant.refetch()}
          />
        </>
      ) : merchant.data ? (
        <StoreDetail merchant={merchant.data} />
      ) : (
        <Stack gap="md" role="status" aria-label={t('common.loading')}>
          <Skeleton height={36} width="50%" />
          <Skeleton height={18} />
          <Card>
            <Skeleton height={120} />
          </Card>
        </Stack>
      )}
    </Stack>
  );
}

function StoreDetail({ merchant }: { merchant: Merchant }) {
  const { t } = useTranslation();
  return (
    <>
      <Stack gap={4}>
        <Title order={1}>{merchant.name}</Title>
        <Text size="lg" c="gray.7">
          {merchant.tagline}
        </Text>
      </Stack>

      <Card component="section" aria-labelledby="store-financing-title" bg="brand.0">
        <Title order={2} size="h4" id="store-financing-title" mb={4}>
          {t('store.financing.title')}
        </Title>
        <Text fw={600}>{merchantRangeText(merchant, t)}</Text>
      </Card>

      <Card component="section" aria-labelledby="store-about-title">
        <Title order={2} size="h3" id="store-about-title" mb="sm">
          {t('store.about.title')}
        </Title>
        <Text className={classes.prose}>{merchant.description}</Text>
      </Card>

      <Card component="section" aria-labelledby="store-how-title">
        <Title order={2} size="h3" id="store-how-title" mb="sm">
          {t('store.howToBuy.title')}
        </Title>
        <Text className={classes.prose}>{merchant.howToBuy}</Text>
      </Card>

      <Card component="section" aria-labelledby="store-contact-title">
        <Title order={2} size="h3" id="store-contact-title" mb="sm">
          {t('store.contact.title')}
        </Title>
        <dl className={classes.contact}>
          <div>
            <dt>{t('store.contact.address')}</dt>
            <dd>{merchant.address}</dd>
          </div>
          {merchant.phone && (
            <div>
              <dt>{t('store.contact.phone')}</dt>
              <dd>
                <Anchor href={`tel:${merchant.phone.replace(/[^\d+]/g, '')}`}>{merchant.phone}</Anchor>
              </dd>
            </div>
          )}
          {merchant.email && (
            <div>
              <dt>{t('store.contact.email')}</dt>
              <dd>
                <Anchor href={`mailto:${merchant.email}`}>{merchant.email}</Anchor>
              </dd>
            </div>
          )}
          {isWebAddress(merchant.websiteUrl) && (
            <div>
              <dt>{t('store.contact.website')}</dt>
              <dd>
                <Anchor href={merchant.websiteUrl} target="_blank" rel="noopener noreferrer">
                  <Group gap={4} component="span" wrap="nowrap" display="inline-flex">
                    {merchant.websiteUrl.replace(/^https?:\/\//, '').replace(/\/$/, '')}
                    <IconExternalLink size={16} aria-hidden />
                  </Group>
                  <VisuallyHidden component="span">{t('store.contact.newTab')}</VisuallyHidden>
                </Anchor>
              </dd>
            </div>
          )}
        </dl>
      </Card>
    </>
  );
}
