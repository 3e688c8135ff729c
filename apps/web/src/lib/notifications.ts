// The toast container with its styles: both arrive with the first toast (lib/toast.ts), not with every page.
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';

export { Notifications, notifications } from '@mantine/notifications';
