import type { ReactNode } from 'react';
import { theme, Typography } from 'antd';

/**
 * A titled panel of the pay page, drawn like antd's Card with the same theme tokens. Not Card itself:
 * Card brings antd's Tabs, Menu and Dropdown into the page (for tabbed cards), ≈ 20 KiB of JavaScript
 * a buyer on a phone would load for nothing (ADR 0014).
 */
export function PayPanel({ title, children }: { title: string; children: ReactNode }) {
  const { token } = theme.useToken();
  const border = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  return (
    <section
      aria-label={title}
      style={{ background: token.colorBgContainer, border, borderRadius: token.borderRadiusLG }}
    >
      <Typography.Title
        level={2}
        style={{
          fontSize: token.fontSizeLG,
          margin: 0,
          padding: `${token.paddingSM}px ${token.paddingLG}px`,
          borderBottom: border,
        }}
      >
        {title}
      </Typography.Title>
      <div style={{ padding: token.paddingLG }}>{children}</div>
    </section>
  );
}
