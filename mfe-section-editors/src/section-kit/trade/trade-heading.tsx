import { Typography } from 'antd';

/** The title and subtitle over a trading box, when the owner gave them. */
export function TradeHeading({ title, subtitle }: { title: string; subtitle: string }) {
  if (!title && !subtitle) return null;
  return (
    <div style={{ textAlign: 'center', marginBottom: 16 }}>
      {title ? <Typography.Title level={3}>{title}</Typography.Title> : null}
      {subtitle ? <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph> : null}
    </div>
  );
}
