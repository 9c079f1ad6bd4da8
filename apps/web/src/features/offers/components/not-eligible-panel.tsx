import type { ReasonCode } from '@hitelkapu/domain/contracts/preliminary';
import { Button, Card, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ComponentType, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import headingClasses from '../../../components/focus-heading.module.css';
import { hufInText } from '../../../lib/format-text.ts';
import type { AmountSuggestion } from '../offer-selection.ts';
import classes from './offers.module.css';

/**
 * Nothing on offer: the reasons in plain Hungarian (DOMAIN "Decisioning": the customer sees
 * the main reasons), a lower amount to try when the income allows one, a person to talk to,
 * and the way back to the assessment.
 */
export function NotEligiblePanel({
  reasons,
  lower,
  onTryLower,
  isRecalculating,
  CallMeBack,
  review,
  headingRef,
}: {
  reasons: ReasonCode[];
  lower: AmountSuggestion | null;
  onTryLower: (suggestion: AmountSuggestion) => void;
  isRecalculating: boolean;
  CallMeBack: ComponentType<{ label: string }>;
  /** A person's review of the automated result, on request (EU 2023/2225 art. 18(8)). */
  review: ReactNode;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation();
  return (
    <Card component="section" aria-labelledby="offers-results-title">
      <Stack gap="md">
        <ThemeIcon size={48} radius="xl" variant="light" color="brand">
          <IconInfoCircle size={28} aria-hidden />
        </ThemeIcon>
        <Title
          order={2}
          id="offers-results-title"
          ref={headingRef}
          tabIndex={-1}
          className={headingClasses.focusHeading}
        >
          {t('offers.notEligible.title')}
        </Title>
        <Text c="gray.8">{t('offers.notEligible.lead')}</Text>
        {reasons.length > 0 && (
          <List spacing="xs" className={classes.reasons}>
            {reasons.map((reason) => (
              <List.Item key={reason}>{t(`reason.${reason}`)}</List.Item>
            ))}
          </List>
        )}
        {lower && (
          <Paper withBorder radius="md" p="md" className={classes.suggestion}>
            <Stack gap="sm" align="flex-start">
              <Text fw={600}>
                {t('offers.lower.text', { amount: hufInText(lower.amount), months: lower.duration })}
              </Text>
              <Button onClick={() => onTryLower(lower)} loading={isRecalculating}>
                {t('offers.suggestion.apply')}
              </Button>
            </Stack>
          </Paper>
        )}
        <Text c="gray.8">{t('offers.notEligible.help')}</Text>
        {review}
        <Group gap="sm">
          <CallMeBack label={t('offers.callMeBack')} />
          <Button component={Link} to="/preliminary-assessment" variant="default">
            {t('offers.restart')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
