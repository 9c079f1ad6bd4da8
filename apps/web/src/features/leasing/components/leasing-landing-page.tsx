import { readStoredLeasingParams } from '@hitelkapu/domain/rules/navigation';
import { Alert, Button, Card, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconCheck, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLeasingStore } from '../leasing-store.ts';
import { useDealer } from '../use-dealer-branding.ts';
import classes from './leasing.module.css';

const FACTS = ['keeper', 'ownership', 'credit'] as const;
const STEPS = ['login', 'prescore', 'offers', 'contract'] as const;

/**
 * The leasing landing (spec §2, named Leasing): the dealer's hero image, what closed-end
 * financial leasing through Hitelkapu means, the steps ahead and the way to the leasing login.
 * Without a dealer's link there is no login to go on to; the page says where the link comes from.
 */
export function LeasingLandingPage() {
  const { t } = useTranslation();
  const dealer = useDealer();
  const landing = useLeasingStore((state) => state.landing);
  const hasLink = readStoredLeasingParams(landing, Date.now()) !== null;
  const ready = dealer.status === 'ready' ? dealer : null;
  const hero = ready?.images.heroImage ?? null;

  return (
    <Stack gap="xl">
      <section className={classes.hero} aria-labelledby="leasing-landing-title">
        {hero && (
          <div className={classes.heroImageWrap}>
            <img src={hero} alt="" className={classes.heroImage} />
          </div>
        )}
        <Stack gap="md" align="flex-start">
          <Text size="sm" fw={700} tt="uppercase" c="gray.7">
            {ready
              ? t('leasing.landing.dealer', { dealer: ready.branding.name })
              : t('leasing.landing.eyebrow')}
          </Text>
          <Title order={1} id="leasing-landing-title">
            {t('leasing.landing.title')}
          </Title>
          <Text size="lg" c="gray.8">
            {t('leasing.landing.lead')}
          </Text>
          {hasLink ? (
            <Button
              component={Link}
              to="/leasing/login"
              size="lg"
              rightSection={<IconArrowRight size={20} aria-hidden />}
              w={{ base: '100%', sm: 'auto' }}
            >
              {t('leasing.landing.continue')}
            </Button>
          ) : (
            <Alert
              variant="light"
              color="gray"
              icon={<IconInfoCircle size={20} aria-hidden />}
              title={t('leasing.landing.noLink.title')}
            >
              {t('leasing.landing.noLink.text')}
            </Alert>
          )}
        </Stack>
      </section>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Card component="section" aria-labelledby="leasing-what-title">
          <Stack gap="md">
            <Title order={2} id="leasing-what-title">
              {t('leasing.landing.what.title')}
            </Title>
            <List
              spacing="sm"
              icon={
                <ThemeIcon size={24} radius="xl" variant="light" aria-hidden>
                  <IconCheck size={16} />
                </ThemeIcon>
              }
            >
              {FACTS.map((fact) => (
                <List.Item key={fact}>{t(`leasing.landing.what.${fact}`)}</List.Item>
              ))}
            </List>
          </Stack>
        </Card>
        <Card component="section" aria-labelledby="leasing-steps-title">
          <Stack gap="md">
            <Title order={2} id="leasing-steps-title">
              {t('leasing.landing.steps.title')}
            </Title>
            <ol className={classes.steps}>
              {STEPS.map((step, index) => (
                <li key={step} className={classes.step}>
                  <span className={classes.stepNumber} aria-hidden>
                    {index + 1}
                  </span>
                  <div>
                    <Text fw={650}>{t(`leasing.landing.steps.${step}.title`)}</Text>
                    <Text size="sm" c="gray.7">
                      {t(`leasing.landing.steps.${step}.text`)}
                    </Text>
                  </div>
                </li>
              ))}
            </ol>
          </Stack>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
