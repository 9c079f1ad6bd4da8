import { checkPassword, passwordRuleKeys } from '@hitelkapu/domain/rules/password-policy';
import { Box, List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconPoint } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type PasswordPolicy, usePasswordPolicy } from '../lib/password-policy.ts';

export type PasswordIdentity = { email?: string | null; phone?: string | null };

const checkedRules = new Set<string>(Object.values(passwordRuleKeys));

/** The first rule the password breaks, in Hungarian, or null: for a form's validate. */
export function passwordRuleError(
  password: string,
  identity: PasswordIdentity,
  policy: PasswordPolicy,
  t: TFunction,
): string | null {
  if (password === '') return t('validation.required');
  const [broken] = checkPassword(password, identity);
  return broken ? t(broken, policy) : null;
}

/**
 * The password policy as a checklist that ticks while the customer types. A rule the client
 * cannot check itself is never ticked: the server still judges it on submit.
 */
export function PasswordRules({
  password,
  identity,
  id,
}: {
  password: string;
  identity: PasswordIdentity;
  id?: string;
}) {
  const { t } = useTranslation();
  const policy = usePasswordPolicy();
  const broken = new Set<string>(checkPassword(password, identity));
  const typed = password !== '';
  return (
    <Box id={id}>
      <Text size="sm" fw={600} mb={6}>
        {t('password.rules.title')}
      </Text>
      <List spacing={6} size="sm" listStyleType="none" center>
        {policy.rules.map((rule) => {
          const met = typed && checkedRules.has(rule) && !broken.has(rule);
          return (
            <List.Item
              key={rule}
              data-met={met}
              icon={
                <ThemeIcon
                  size={20}
                  radius="xl"
                  color={met ? 'teal' : 'gray'}
                  variant={met ? 'filled' : 'light'}
                >
                  {met ? <IconCheck size={14} aria-hidden /> : <IconPoint size={14} aria-hidden />}
                </ThemeIcon>
              }
            >
              <Text span size="sm" c={met ? 'teal.9' : 'gray.7'}>
                {t(rule, policy)}
              </Text>
              <VisuallyHidden>{met ? t('password.rule.met') : t('password.rule.unmet')}</VisuallyHidden>
            </List.Item>
          );
        })}
      </List>
    </Box>
  );
}
