import type { Profile } from '@hitelkapu/domain/contracts/profile';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Divider,
  Group,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';
import { type ContactKind, useResendConfirmationEmail } from '../api/profile.ts';
import { ChangeContactDialog } from './change-contact-dialog.tsx';

function ContactRow({
  kind,
  value,
  isConfirmed,
  onEdit,
  children,
}: {
  kind: ContactKind;
  value: string | null;
  isConfirmed: boolean;
  onEdit: () => void;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const Icon = kind === 'email' ? IconMail : IconPhone;
  return (
    <Stack gap={6}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start" miw={0}>
          <Icon
            size={22}
            aria-hidden
            style={{ flexShrink: 0, marginTop: 2 }}
            color="var(--mantine-color-brand-7)"
          />
          <Stack gap={2} miw={0}>
            <Text size="sm" c="dimmed">
              {t(`profile.contact.${kind}`)}
            </Text>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {value ?? t('profile.contact.notSet')}
            </Text>
            {value && (
              // Outlined on the white card: teal 9 reaches 5:1, grey 8 far more (WCAG AA).
              <Badge color={isConfirmed ? 'teal.9' : 'gray.8'} variant="outline" radius="sm" tt="none">
                {isConfirmed ? t('profile.contact.confirmed') : t('profile.contact.unconfirmed')}
              </Badge>
            )}
          </Stack>
        </Group>
        <Button variant="default" size="sm" onClick={onEdit} style={{ flexShrink: 0 }}>
          {value ? t('profile.contact.change') : t('profile.contact.add')}{' '}
          <VisuallyHidden>({t(`profile.contact.${kind}`)})</VisuallyHidden>
        </Button>
      </Group>
      {children}
    </Stack>
  );
}

export function ContactSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const [dialog, { open, close }] = useDisclosure(false);
  const [kind, setKind] = useState<ContactKind>('email');
  const resend = useResendConfirmationEmail();
  const openDialog = (next: ContactKind) => {
    setKind(next);
    open();
  };

  return (
    <Card component="section" aria-labelledby="profile-contact-title">
      <Stack gap="md">
        <Title order={2} id="profile-contact-title">
          {t('profile.contact.title')}
        </Title>
        <ContactRow
          kind="email"
          value={profile.email}
          isConfirmed={profile.isEmailConfirmed}
          onEdit={() => openDialog('email')}
        >
          {profile.email && !profile.isEmailConfirmed && (
            <Stack gap={6} pl={34} align="flex-start">
              {resend.isSuccess ? (
                <Text size="sm" c="teal.9" role="status">
                  {t('profile.contact.linkSent')}
                </Text>
              ) : (
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => resend.mutate()}
                  disabled={resend.isPending}
                >
                  {t('profile.contact.resendLink')}
                </Anchor>
              )}
              {resend.isError && (
                <Alert color="red" variant="light" role="alert" p="xs">
                  {errorText(resend.error, t)}
                </Alert>
              )}
            </Stack>
          )}
        </ContactRow>
        <Divider />
        <ContactRow
          kind="phone"
          value={profile.phone}
          isConfirmed={profile.isPhoneConfirmed}
          onEdit={() => openDialog('phone')}
        />
      </Stack>
      <ChangeContactDialog key={kind} kind={kind} opened={dialog} onClose={close} />
    </Card>
  );
}
