import { Alert } from 'antd';

/** What a section shows while its config is not complete: which field still needs what. */
export function SectionNotReady({ issues }: { issues: readonly { message: string; path: PropertyKey[] }[] }) {
  const first = issues[0];
  return (
    <Alert
      type="info"
      showIcon
      title="This section is not configured yet"
      description={first ? `${first.path.map(String).join('.') || 'config'}: ${first.message}` : undefined}
    />
  );
}
