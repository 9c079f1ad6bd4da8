import { Anchor, Card, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="xs">
        {title}
      </Title>
      <Stack gap="xs">{children}</Stack>
    </section>
  );
}

/** The limits the statement names, in the order of the EU model statement's list. */
const limitKeys = ['pdf', 'identity', 'bank', 'uploads'] as const;

/**
 * `/akadalymentesseg`: the accessibility statement (European Accessibility Act, WCAG 2.1 AA,
 * EN 301 549) in the structure of the EU model statement, every sentence a translation token:
 * a plain summary, scope, conformance, what is not accessible, how it was prepared, feedback
 * with the answer deadline, and where to turn next.
 */
export function AccessibilityStatementPage() {
  const { t } = useTranslation();
  const email = t('a11y.statement.feedback.email');
  const phone = t('a11y.statement.feedback.phone');
  return (
    <Card component="article" aria-labelledby="a11y-title" maw={760} mx="auto">
      <Stack gap="lg">
        <div>
          <Title order={1} id="a11y-title">
            {t('a11y.statement.title')}
          </Title>
          <Text size="lg" fw={500} mt="sm">
            {t('a11y.statement.summary')}
          </Text>
        </div>
        <Text>{t('a11y.statement.intro')}</Text>
        <Text>{t('a11y.statement.scope')}</Text>

        <Section id="a11y-conformance" title={t('a11y.statement.conformance.title')}>
          <Text>{t('a11y.statement.conformance.text')}</Text>
        </Section>

        <Section id="a11y-limits" title={t('a11y.statement.limits.title')}>
          <Text>{t('a11y.statement.limits.lead')}</Text>
          <List spacing="xs">
            {limitKeys.map((key) => (
              <List.Item key={key}>{t(`a11y.statement.limits.${key}`)}</List.Item>
            ))}
          </List>
        </Section>

        <Section id="a11y-preparation" title={t('a11y.statement.preparation.title')}>
          <Text>{t('a11y.statement.preparation.text')}</Text>
          <Text>{t('a11y.statement.preparation.review')}</Text>
        </Section>

        <Section id="a11y-feedback" title={t('a11y.statement.feedback.title')}>
          <Text>{t('a11y.statement.feedback.text')}</Text>
          <dl style={{ margin: 0 }}>
            <Text component="dt" fw={600}>
              {t('a11y.statement.feedback.emailLabel')}
            </Text>
            <Text component="dd" ms={0} mb="xs">
              <Anchor href={`mailto:${email}`}>{email}</Anchor>
            </Text>
            <Text component="dt" fw={600}>
              {t('a11y.statement.feedback.phoneLabel')}
            </Text>
            <Text component="dd" ms={0}>
              <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Anchor>
            </Text>
          </dl>
          <Text fw={600}>{t('a11y.statement.feedback.deadline')}</Text>
        </Section>

        <Section id="a11y-enforcement" title={t('a11y.statement.enforcement.title')}>
          <Text>{t('a11y.statement.enforcement.text')}</Text>
          <Text>{t('a11y.statement.enforcement.mnb')}</Text>
        </Section>
      </Stack>
    </Card>
  );
}
