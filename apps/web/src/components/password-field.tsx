import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A password input whose show/hide button has a Hungarian name and can be reached with the
 * keyboard (the button reports its state through aria-pressed).
 */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': t('auth.password.toggle') }}
      {...props}
    />
  );
}
