import type { ComponentType } from 'react';
import { Empty, Typography } from 'antd';
import { CollectionsConfigSchema, type CollectionsVariant } from '@suite/shared/sections';
import type { SectionRendererProps } from '../../section-kit/section-module';
import { SectionNotReady } from '../../section-kit/section-not-ready';
import { COLLECTIONS_LABELS } from './labels';
import { CarouselLayout, CompactLayout, ListLayout } from './row-layouts';
import { CardsLayout, GridLayout, HeroLayout, MasonryLayout, type LayoutProps } from './tile-layouts';
import { useSectionEditorsCatalog } from '../../i18n';
import { useParseInContentLanguage } from '@suite/shared/react';

const LAYOUTS: Record<CollectionsVariant, ComponentType<LayoutProps>> = {
  grid: GridLayout,
  list: ListLayout,
  carousel: CarouselLayout,
  cards: CardsLayout,
  masonry: MasonryLayout,
  hero: HeroLayout,
  compact: CompactLayout,
};

/** A collections section: its title (unless hidden) over its items, laid out as the chosen variant. */
export function CollectionsRenderer({ data }: SectionRendererProps) {
  const { t } = useSectionEditorsCatalog();
  const parsed = useParseInContentLanguage(CollectionsConfigSchema, data);
  if (!parsed.success) return <SectionNotReady issues={parsed.error.issues} labels={COLLECTIONS_LABELS} />;
  const { title, variant, hideTitle, items } = parsed.data;
  const Layout = LAYOUTS[variant];
  return (
    <section aria-label={title} style={{ padding: '24px 0' }}>
      {hideTitle ? null : <Typography.Title level={3}>{title}</Typography.Title>}
      {items.length === 0 ? <Empty description={t('collections.empty')} /> : <Layout items={items} />}
    </section>
  );
}
