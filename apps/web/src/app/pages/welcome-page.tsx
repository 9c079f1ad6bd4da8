import { Anchor, Button, Card, List, Stack, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBolt, IconDeviceMobile, IconLock, IconMail, IconReceipt, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import classes from './welcome-page.module.css';

type Mode = 'login' | 'registration';

const benefits = [
  { key: 'instant', icon: IconBolt },
  { key: 'transparent', icon: IconReceipt },
  { key: 'online', icon: IconWorld },
] as const;

function WelcomePage({ mode }: { mode: Mode }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  // Campaign and partner parameters travel with the visitor between these screens (spec §2).
  const withQuery = (path: string) => `${path}${search}`;

  return (
    <div className={classes.grid}>
      <section className={classes.intro} aria-labelledby="welcome-title">
        <Text size="sm" fw={600} c="brand.7" tt="uppercase" lts={0.5}>
          {t('welcome.hero.eyebrow')}
        </Text>
        <Title id="welcome-title" order={1} className={classes.title}>
          {t('welcome.hero.title')}
        </Title>
        <Text size="lg" c="gray.7" className={classes.lead}>
          {t('welcome.hero.lead')}
        </Text>
      </section>

      <Card className={classes.card} component="section" aria-label={t('welcome.tabs.label')}>
        <Tabs
          value={mode}
          onChange={(next) => next && void navigate(withQuery(next === 'login' ? '/login' : '/registration'))}
          variant="default"
          keepMounted={false}
        >
          <Tabs.List grow mb="lg">
            <Tabs.Tab value="login">{t('welcome.tabs.login')}</Tabs.Tab>
            <Tabs.Tab value="registration">{t('welcome.tabs.register')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="login">
            <Stack gap="md">
              <div>
                <Title order={2}>{t('welcome.login.title')}</Title>
                <Text c="dimmed" mt={4}>
                  {t('welcome.login.lead')}
                </Text>
              </div>
              <Button
                component={Link}
                to={withQuery('/login/email')}
                leftSection={<IconMail size={20} aria-hidden />}
              >
                {t('welcome.login.email')}
              </Button>
              <Button
                component={Link}
                to={withQuery('/login/phone')}
                variant="default"
                leftSection={<IconDeviceMobile size={20} aria-hidden />}
              >
                {t('welcome.login.phone')}
              </Button>
              <Anchor component={Link} to="/forgot-password" size="sm" ta="center">
                {t('welcome.login.forgotPassword')}
              </Anchor>
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="registration">
            <Stack gap="md">
              <div>
                <Title order={2}>{t('welcome.register.title')}</Title>
                <Text c="dimmed" mt={4}>
                  {t('welcome.register.lead')}
                </Text>
              </div>
              <Button
                component={Link}
                to={withQuery('/registration/email')}
                leftSection={<IconMail size={20} aria-hidden />}
              >
                {t('welcome.register.email')}
              </Button>
              <Button
                component={Link}
                to={withQuery('/registration/phone')}
                variant="default"
                leftSection={<IconDeviceMobile size={20} aria-hidden />}
              >
                {t('welcome.register.phone')}
              </Button>
            </Stack>
          </Tabs.Panel>
        </Tabs>
        <Text size="xs" c="dimmed" mt="lg" className={classes.safety}>
          <IconLock size={14} aria-hidden />
          <span>{t('welcome.safety')}</span>
        </Text>
      </Card>

      <List
        className={classes.benefits}
        spacing="lg"
        listStyleType="none"
        aria-label={t('welcome.hero.eyebrow')}
      >
        {benefits.map(({ key, icon: Icon }) => (
          <List.Item
            key={key}
            icon={
              <ThemeIcon size={40} radius="md" variant="light">
                <Icon size={22} aria-hidden />
              </ThemeIcon>
            }
          >
            <Text fw={600}>{t(`welcome.benefit.${key}.title`)}</Text>
            <Text c="gray.7" size="sm">
              {t(`welcome.benefit.${key}.text`)}
            </Text>
          </List.Item>
        ))}
      </List>
    </div>
  );
}

export function LoginWelcomePage() {
  return <WelcomePage mode="login" />;
}

export function RegistrationWelcomePage() {
  return <WelcomePage mode="registration" />;
}
