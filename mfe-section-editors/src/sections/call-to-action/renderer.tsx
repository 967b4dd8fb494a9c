import { Button, Flex, Typography } from 'antd';
import { CallToActionConfigSchema } from '@suite/shared/sections';
import { PageItemCard } from '../../section-kit/page-items/page-item-views';
import type { SectionRendererProps } from '../../section-kit/section-module';
import { SectionNotReady } from '../../section-kit/section-not-ready';
import { CALL_TO_ACTION_LABELS } from './labels';
import { useParseInContentLanguage } from '@suite/shared/react';

const PALETTE = {
  light: { background: '#f5f7fa', color: 'rgba(0, 0, 0, 0.88)', secondary: 'rgba(0, 0, 0, 0.65)' },
  dark: { background: '#141414', color: '#ffffff', secondary: 'rgba(255, 255, 255, 0.75)' },
} as const;

export function CallToActionRenderer({ data }: SectionRendererProps) {
  const parsed = useParseInContentLanguage(CallToActionConfigSchema, data);
  if (!parsed.success) return <SectionNotReady issues={parsed.error.issues} labels={CALL_TO_ACTION_LABELS} />;
  const { variant, title, subtitle, button, items } = parsed.data;
  const palette = PALETTE[variant];
  return (
    <section
      aria-label={title}
      data-variant={variant}
      style={{ background: palette.background, padding: '48px 24px', borderRadius: 8, textAlign: 'center' }}
    >
      <Typography.Title level={2} style={{ color: palette.color, marginTop: 0 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph style={{ color: palette.secondary, fontSize: 16, whiteSpace: 'pre-line' }}>
        {subtitle}
      </Typography.Paragraph>
      <Button
        type="primary"
        size="large"
        href={button.url}
        {...(button.openInNewPage ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {button.title}
      </Button>
      {items.length > 0 ? (
        <Flex wrap gap={16} justify="center" style={{ marginTop: 32 }}>
          {items.map((item, index) => (
            <PageItemCard
              key={index}
              item={item}
              coverHeight={120}
              style={{ width: 220, textAlign: 'start' }}
            />
          ))}
        </Flex>
      ) : null}
    </section>
  );
}
