import { formatDateTime } from '@hitelkapu/domain/format/date';
import { Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFileCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/errors/load-failure.tsx';
import { useAcceptedStatements } from '../api/profile.ts';

export function StatementsSection() {
  const { t } = useTranslation();
  const statements = useAcceptedStatements();
  return (
    <Card component="section" aria-labelledby="profile-statements-title">
      <Stack gap="md">
        <Title order={2} id="profile-statements-title">
          {t('profile.statements.title')}
        </Title>
        {statements.isPending && (
          <Stack gap="sm" aria-label={t('common.loading')} role="status">
            <Skeleton height={48} />
            <Skeleton height={48} />
          </Stack>
        )}
        {statements.isError && (
          <LoadFailure error={statements.error} onRetry={() => void statements.refetch()} />
        )}
        {statements.isSuccess && statements.data.length === 0 && (
          <Text c="gray.7">{t('profile.statements.empty')}</Text>
        )}
        {statements.isSuccess && statements.data.length > 0 && (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {statements.data.map((acceptance) => (
              <li key={`${acceptance.statementId}-${acceptance.version}`}>
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <IconFileCheck
                    size={22}
                    aria-hidden
                    color="var(--mantine-color-teal-8)"
                    style={{ flexShrink: 0 }}
                  />
                  <Stack gap={2}>
                    <Text fw={600}>{acceptance.title}</Text>
                    <Text size="sm" c="gray.7">
                      {t('profile.statements.meta', {
                        version: acceptance.version,
                        acceptedAt: formatDateTime(acceptance.acceptedAt),
                      })}
                    </Text>
                  </Stack>
                </Group>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
