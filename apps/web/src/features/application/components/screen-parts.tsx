import type { OfferQuote } from '@hitelkapu/domain/contracts/offers';
import { formatHuf, formatPercent } from '@hitelkapu/domain/format/number';
import { Alert, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type ComponentType, type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';
import classes from './application.module.css';
import type { MovePosition } from './flow-screen.tsx';

/** A person's review of the application's automated refusal, on request (EU 2023/2225 art. 18(8)). */
export type HumanReviewComponent = ComponentType<{
  applicationId: string;
  /** Shows a request already made, without offering a new one (a person decided). */
  readOnly?: boolean;
}>;

/** The top of a position's screen: an icon, the title (the card is labelled by it) and a lead. */
export function ScreenHeader({
  icon,
  color = 'brand',
  title,
  titleId,
  children,
}: {
  icon: ReactNode;
  color?: string;
  title: string;
  titleId: string;
  children?: ReactNode;
}) {
  return (
    <Stack gap="md">
      <ThemeIcon size={48} radius="xl" variant="light" color={color}>
        {icon}
      </ThemeIcon>
      <Title order={2} id={titleId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The figures in a tinted box under a caption that names the region. */
export function QuoteFiguresBox({
  quote,
  caption,
  captionId,
}: {
  quote: OfferQuote;
  caption: string;
  captionId: string;
}) {
  return (
    <Card className={classes.offerBox} component="section" aria-labelledby={captionId}>
      <Stack gap="sm">
        <Text size="sm" c="gray.7" id={captionId}>
          {caption}
        </Text>
        <QuoteFigures quote={quote} />
      </Stack>
    </Card>
  );
}

/** The offer's main figures, in the order a customer weighs them. */
export function QuoteFigures({ quote }: { quote: OfferQuote }) {
  const { t } = useTranslation();
  return (
    <dl className={classes.figures}>
      <div>
        <dt>{t('application.figure.monthlyPayment')}</dt>
        <dd>{formatHuf(quote.monthlyPayment)}</dd>
      </div>
      <div>
        <dt>{t('application.figure.thm')}</dt>
        <dd>{formatPercent(quote.thm / 100, 1)}</dd>
      </div>
      <div>
        <dt>{t('application.figure.totalRepayable')}</dt>
        <dd>{formatHuf(quote.totalRepayable)}</dd>
      </div>
      <div>
        <dt>{t('application.figure.amount')}</dt>
        <dd>{formatHuf(quote.amount)}</dd>
      </div>
      <div>
        <dt>{t('application.figure.months')}</dt>
        <dd>{t('application.figure.monthsValue', { count: quote.months })}</dd>
      </div>
    </dl>
  );
}

/**
 * A position move from a button: the server's refusal is kept as a Hungarian sentence for
 * FailureAlert, and cleared when the customer tries again.
 */
export function useMoveWithFeedback(onMove: MovePosition) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const move = useCallback(
    async (...target: Parameters<MovePosition>) => {
      setFailure(null);
      try {
        await onMove(...target);
      } catch (error) {
        setFailure(errorText(error, t));
      }
    },
    [onMove, t],
  );
  return { move, failure };
}

export function FailureAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {message}
    </Alert>
  );
}
