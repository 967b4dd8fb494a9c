import { CommerceFrame } from '../../features/commerce-frame';

export function NotificationsRoute() {
  return <CommerceFrame title="Notifications" crumbs={[{ title: 'Notifications' }]} />;
}
