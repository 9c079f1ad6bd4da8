import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/error-text.ts';

/** A part of the page that could not be loaded: why, in Hungarian, and a retry. */
export function LoadFailure({
  title,
  error,
  onRetry,
}: {
  /** What could not be loaded; without it the reason alone stands in the alert. */
  title?: string;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorText(error, t)}</Text>
        <Button size="compact-sm" variant="light" color="red" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
