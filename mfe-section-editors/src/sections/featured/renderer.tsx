import { Empty, Flex, Typography, theme } from 'antd';
import StarOutlined from '@ant-design/icons/StarOutlined';
import { FeaturedConfigSchema } from '@suite/shared/sections';
import { PageItemCard } from '../../section-kit/page-items/page-item-views';
import type { SectionRendererProps } from '../../section-kit/section-module';
import { SectionNotReady } from '../../section-kit/section-not-ready';
import { FEATURED_LABELS } from './labels';
import { useSectionEditorsCatalog } from '../../i18n';
import { useParseInContentLanguage } from '@suite/shared/react';

/** A featured section: its title over a highlighted row of the chosen NFTs and collections. */
export function FeaturedRenderer({ data }: SectionRendererProps) {
  const { token } = theme.useToken();
  const { t } = useSectionEditorsCatalog();
  const parsed = useParseInContentLanguage(FeaturedConfigSchema, data);
  if (!parsed.success) return <SectionNotReady issues={parsed.error.issues} labels={FEATURED_LABELS} />;
  const { title, items } = parsed.data;
  return (
    <section aria-label={title} style={{ padding: '24px 0' }}>
      <Typography.Title level={3}>
        <StarOutlined aria-hidden style={{ color: token.colorWarning, marginInlineEnd: 8 }} />
        {title}
      </Typography.Title>
      {items.length === 0 ? (
        <Empty description={t('featured.empty')} />
      ) : (
        <Flex
          role="list"
          aria-label={t('featured.listOf', { title })}
          gap={16}
          style={{
            overflowX: 'auto',
            padding: 16,
            borderRadius: token.borderRadiusLG,
            background: token.colorPrimaryBg,
            scrollSnapType: 'x mandatory',
          }}
        >
          {items.map((item, index) => (
            <div key={index} role="listitem" style={{ flex: '0 0 240px', scrollSnapAlign: 'start' }}>
              <PageItemCard item={item} />
            </div>
          ))}
        </Flex>
      )}
    </section>
  );
}
