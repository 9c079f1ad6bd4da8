import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import './more-styles.ts';

/** Where the toasts of notify() appear. */
export function NotificationsHost() {
  return <Notifications position="bottom-center" zIndex={400} />;
}
