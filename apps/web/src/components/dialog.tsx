import { Modal, type ModalProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The dialog of every customer screen: Mantine's modal, centred, whose close button (an icon
 * alone) is named "Bezárás" for a screen reader (WCAG 2.1 4.1.2 "Name, Role, Value").
 */
export function Dialog({ closeButtonProps, ...props }: ModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      centered
      {...props}
      closeButtonProps={{
        ...closeButtonProps,
        'aria-label': closeButtonProps?.['aria-label'] ?? t('common.close'),
      }}
    />
  );
}
