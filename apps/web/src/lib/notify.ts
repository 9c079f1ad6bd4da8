import { notifications } from '@mantine/notifications';
import i18next from 'i18next';
import { useToastsWanted } from './toasts-wanted.ts';

/** A toast at the bottom of the screen whose close button has a name a screen reader can say. */
export function notify(message: string, kind: 'success' | 'error' | 'info' = 'info'): void {
  useToastsWanted.setState({ wanted: true });
  notifications.show({
    message,
    color: kind === 'success' ? 'teal' : kind === 'error' ? 'red' : 'brand',
    closeButtonProps: { 'aria-label': i18next.t('common.close') },
  });
}
