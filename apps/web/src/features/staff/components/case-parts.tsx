import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import classes from './staff.module.css';

/** The customer's wording of a reason code; a code without wording is shown as it is. */
export function reasonText(code: string, t: TFunction): string {
  return t([`application.reason.${code}`, `reason.${code}`], { defaultValue: code });
}

/** A case's heading: the customer's name under its label, and what kind of case it is. */
export function CaseHeader({
  titleId,
  name,
  kind,
  kindColor = 'brand',
}: {
  titleId: string;
  name: string;
  kind: string;
  kindColor?: string;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="flex-start" gap="xs">
      <div>
        <Text size="sm" c="gray.7">
          {t('staff.review.customer')}
        </Text>
        <Title order={2} size="h3" id={titleId}>
          {name}
        </Title>
      </div>
      <Badge variant="light" color={kindColor} radius="sm" size="lg">
        {kind}
      </Badge>
    </Group>
  );
}

/** Label/value pairs of a case as a grid. */
export function Figures({ items }: { items: readonly (readonly [string, string])[] }) {
  return (
    <dl className={classes.figures}>
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The automated reasons of a case, as the customer read them. */
export function ReasonList({
  id,
  title,
  reasons,
}: {
  id: string;
  title: string;
  reasons: readonly string[];
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Title order={3} size="h4" id={id}>
        {title}
      </Title>
      {reasons.length > 0 ? (
        <ul className={classes.reasons} aria-labelledby={id}>
          {[...new Set(reasons)].map((code) => (
            <li key={code}>
              <Text size="sm">{reasonText(code, t)}</Text>
            </li>
          ))}
        </ul>
      ) : (
        <Text size="sm" c="gray.7">
          {t('staff.review.noReasons')}
        </Text>
      )}
    </Stack>
  );
}

/** What the customer wrote, quoted. */
export function Quote({ title, text }: { title: string; text: string }) {
  return (
    <Stack gap={6}>
      <Title order={3} size="h4">
        {title}
      </Title>
      <blockquote className={classes.quote}>
        <Text size="sm">{text}</Text>
      </blockquote>
    </Stack>
  );
}
