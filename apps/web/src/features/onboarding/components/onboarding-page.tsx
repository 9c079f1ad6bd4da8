import type { OnboardingPage as OnboardingPageData } from '@hitelkapu/domain/contracts/offers';
import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadFailure } from '../../../components/errors/load-failure.tsx';
import headingClasses from '../../../components/focus-heading.module.css';
import { errorText } from '../../../lib/error-text.ts';
import { profileQuery } from '../../../lib/profile.ts';
import { onboardingPagesQuery, useCompleteOnboarding } from '../api/onboarding.ts';
import { OnboardingIllustration } from './onboarding-illustration.tsx';
import classes from './onboarding-page.module.css';

/** `/onboarding`: the configured introduction pages one at a time, then the assessment. */
export function OnboardingPage() {
  const { t } = useTranslation();
  const pages = useQuery(onboardingPagesQuery('CREDIT'));

  return (
    <div className={classes.screen}>
      {pages.isPending && (
        <Card role="status" aria-label={t('common.loading')}>
          <Stack gap="md" align="center">
            <Skeleton height={120} width={160} radius="lg" />
            <Skeleton height={28} width="70%" />
            <Skeleton height={64} />
          </Stack>
        </Card>
      )}
      {pages.isError && (
        <LoadFailure
          title={t('onboarding.loadError')}
          error={pages.error}
          onRetry={() => void pages.refetch()}
        />
      )}
      {pages.isSuccess && <OnboardingPages pages={pages.data} />}
    </div>
  );
}

function OnboardingPages({ pages }: { pages: OnboardingPageData[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const profile = useQuery(profileQuery());
  const complete = useCompleteOnboarding();
  const [index, setIndex] = useState(0);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [focusSeq, setFocusSeq] = useState(0);

  // After Tovább or Vissza the new page's title takes the focus, so a screen reader reads it.
  useEffect(() => {
    if (focusSeq > 0) titleRef.current?.focus();
  }, [focusSeq]);

  const go = (next: number) => {
    setIndex(next);
    setFocusSeq((seq) => seq + 1);
  };

  const finish = () =>
    complete.mutate(profile.data?.currentStatus, {
      onSuccess: () => void navigate('/preliminary-assessment'),
    });

  const page = pages[index];
  const isLast = index >= pages.length - 1;
  const title = page?.title ?? t('onboarding.empty.title');
  const body = page?.body ?? t('onboarding.empty.body');

  return (
    <Card component="section" aria-labelledby="onboarding-title" className={classes.card}>
      <Stack gap="lg" align="center" ta="center">
        {page && <OnboardingIllustration name={page.illustration} />}
        {pages.length > 1 && (
          <Text size="sm" fw={600} c="brand.7">
            <span aria-hidden>{t('onboarding.progress', { current: index + 1, total: pages.length })}</span>
            <VisuallyHidden component="span">
              {t('onboarding.progressSpoken', { current: index + 1, total: pages.length })}
            </VisuallyHidden>
          </Text>
        )}
        <Title
          order={1}
          id="onboarding-title"
          ref={titleRef}
          tabIndex={-1}
          className={`${classes.title} ${headingClasses.focusHeading}`}
        >
          {title}
        </Title>
        <Text c="gray.8" className={classes.body}>
          {body}
        </Text>
        {pages.length > 1 && (
          <Group gap={8} aria-hidden>
            {pages.map((item, dot) => (
              <span key={item.id} className={classes.dot} data-active={dot === index || undefined} />
            ))}
          </Group>
        )}
        {complete.isError && (
          <Alert color="red" variant="light" role="alert" w="100%" ta="left">
            {errorText(complete.error, t)}
          </Alert>
        )}
        <Group justify="space-between" w="100%" className={classes.actions}>
          {index > 0 ? (
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={18} aria-hidden />}
              onClick={() => go(index - 1)}
            >
              {t('onboarding.back')}
            </Button>
          ) : (
            <span />
          )}
          {isLast ? (
            <Button onClick={finish} loading={complete.isPending}>
              {t('onboarding.start')}
            </Button>
          ) : (
            <Button rightSection={<IconArrowRight size={18} aria-hidden />} onClick={() => go(index + 1)}>
              {t('onboarding.next')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
