import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OnboardingIllustration } from './onboarding-illustration.tsx';
import classes from './onboarding-page.module.css';

/**
 * One onboarding page drawn as the customer's /onboarding shows it (illustration, progress,
 * title, text, page dots), without its buttons: the configuration editor's preview.
 */
export function OnboardingPreview({
  page,
  index,
  total,
}: {
  page: { title: string; body: string; illustration: string };
  index: number;
  total: number;
}) {
  const { t } = useTranslation();
  return (
    <div className={classes.screen}>
      <Card className={classes.card}>
        <Stack gap="lg" align="center" ta="center">
          <OnboardingIllustration name={page.illustration} />
          {total > 1 && (
            <Text size="sm" fw={600} c="brand.7">
              {t('onboarding.progress', { current: index + 1, total })}
            </Text>
          )}
          <Title order={3} className={classes.title}>
            {page.title}
          </Title>
          <Text c="gray.8" className={classes.body}>
            {page.body}
          </Text>
          {total > 1 && (
            <Group gap={8} aria-hidden>
              {Array.from({ length: total }, (_, dot) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the dots are places, nothing else
                <span key={dot} className={classes.dot} data-active={dot === index || undefined} />
              ))}
            </Group>
          )}
        </Stack>
      </Card>
    </div>
  );
}
