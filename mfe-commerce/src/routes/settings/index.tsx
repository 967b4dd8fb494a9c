import { CommerceFrame } from '../../features/commerce-frame';

export function SettingsRoute() {
  return <CommerceFrame title="Settings" crumbs={[{ title: 'Settings' }]} />;
}
