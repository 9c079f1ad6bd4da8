import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The states a customer's list shows besides its items (LOOK-AND-VOICE.md "States"): a
 * loading skeleton of cards, and an empty state that says what to do.
 */

/** Two skeleton cards while the list loads: a title line, then one line for each width. */
export function CardListSkeleton({ lineWidths }: { lineWidths: string[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" role="status" aria-label={t('common.loading')}>
      {[0, 1].map((item) => (
        <Card key={item}>
          <Stack gap="sm">
            <Skeleton height={22} width="50%" />
            {lineWidths.map((width) => (
              <Skeleton key={width} height={18} width={width} />
            ))}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/** An empty list: an icon, a heading the card is labelled by, a line of text and what to do next. */
export function EmptyStateCard({
  icon,
  titleId,
  title,
  text,
  children,
}: {
  /** 32 px, `aria-hidden`, in the brand colour. */
  icon: ReactNode;
  titleId: string;
  title: string;
  text: string;
  /** The way on, e.g. a button; laid out by the caller. */
  children?: ReactNode;
}) {
  return (
    <Card component="section" aria-labelledby={titleId}>
      <Stack gap="sm" align="flex-start">
        {icon}
        <Title order={2} size="h3" id={titleId}>
          {title}
        </Title>
        <Text c="gray.7">{text}</Text>
        {children}
      </Stack>
    </Card>
  );
}
