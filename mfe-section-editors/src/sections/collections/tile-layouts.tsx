import { Col, Flex, Grid, Row, Typography, theme } from 'antd';
import type { PageItem } from '@suite/shared/sections';
import {
  FeaturedTag,
  ItemBackdrop,
  ItemExplorerLink,
  PageItemCard,
  PageItemCaption,
  pageItemExplorerUrl,
} from '../../section-kit/page-items/page-item-views';
import { useSectionEditorsCatalog } from '../../i18n';

export interface LayoutProps {
  items: PageItem[];
}

/** Grid: square-ish picture tiles, the title and featured mark over the picture, up to four a row. */
export function GridLayout({ items }: LayoutProps) {
  return (
    <Row gutter={[12, 12]} data-variant="grid" role="list">
      {items.map((item, index) => (
        <Col key={index} xs={12} sm={8} md={6} role="listitem">
          <Tile item={item} />
        </Col>
      ))}
    </Row>
  );
}

function Tile({ item }: { item: PageItem }) {
  const { t } = useSectionEditorsCatalog();
  const url = pageItemExplorerUrl(item);
  const body = (
    <div style={{ position: 'relative', borderRadius: 8, overflow: 'hidden' }}>
      <ItemBackdrop item={item} height={180} />
      <Flex
        gap={8}
        align="center"
        style={{
          position: 'absolute',
          insetInline: 0,
          bottom: 0,
          padding: '24px 12px 10px',
          background: 'linear-gradient(transparent, rgba(0, 0, 0, 0.72))',
          color: '#fff',
        }}
      >
        <Typography.Text strong ellipsis style={{ color: 'inherit', minWidth: 0 }}>
          {item.title}
        </Typography.Text>
        <FeaturedTag item={item} />
      </Flex>
    </div>
  );
  return url ? (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('items.onExplorer', { title: item.title })}
    >
      {body}
    </a>
  ) : (
    body
  );
}

/** Cards: large cards, two a row, with picture, caption, featured mark and link. */
export function CardsLayout({ items }: LayoutProps) {
  return (
    <Row gutter={[16, 16]} data-variant="cards" role="list">
      {items.map((item, index) => (
        <Col key={index} xs={24} md={12} role="listitem">
          <PageItemCard item={item} coverHeight={220} />
        </Col>
      ))}
    </Row>
  );
}

/** Masonry: columns of cards, each collection picture at its natural height. */
export function MasonryLayout({ items }: LayoutProps) {
  const screens = Grid.useBreakpoint();
  const columns = screens.lg ? 4 : screens.md ? 3 : screens.sm ? 2 : 1;
  return (
    <div data-variant="masonry" role="list" style={{ columnCount: columns, columnGap: 16 }}>
      {items.map((item, index) => (
        <div key={index} role="listitem" style={{ breakInside: 'avoid', marginBottom: 16 }}>
          <PageItemCard item={item} coverHeight={item.type === 'asset' ? 120 + (index % 3) * 40 : 'auto'} />
        </div>
      ))}
    </div>
  );
}

/** Hero: the first featured item (else the first) as a wide banner, the others as cards below it. */
export function HeroLayout({ items }: LayoutProps) {
  const { token } = theme.useToken();
  const heroIndex = Math.max(
    0,
    items.findIndex((item) => item.type === 'collection' && item.featured),
  );
  const hero = items[heroIndex];
  if (!hero) return null;
  const rest = items.filter((_, index) => index !== heroIndex);
  return (
    <Flex vertical gap={16} data-variant="hero">
      <div
        role="group"
        aria-label={hero.title}
        style={{ position: 'relative', borderRadius: token.borderRadiusLG, overflow: 'hidden' }}
      >
        <ItemBackdrop item={hero} height={320} />
        <Flex
          vertical
          gap={8}
          style={{
            position: 'absolute',
            inset: 0,
            justifyContent: 'flex-end',
            padding: 32,
            background: 'linear-gradient(transparent 30%, rgba(0, 0, 0, 0.75))',
            color: '#fff',
          }}
        >
          <Flex gap={8} align="center" wrap>
            <Typography.Title level={2} style={{ color: 'inherit', margin: 0 }}>
              {hero.title}
            </Typography.Title>
            <FeaturedTag item={hero} />
          </Flex>
          <Typography.Text style={{ color: 'rgba(255, 255, 255, 0.85)' }}>
            <PageItemCaption item={hero} />
          </Typography.Text>
          {pageItemExplorerUrl(hero) ? (
            <span style={{ color: '#fff' }}>
              <ItemExplorerLink item={hero} />
            </span>
          ) : null}
        </Flex>
      </div>
      {rest.length > 0 ? (
        <Row gutter={[16, 16]} role="list">
          {rest.map((item, index) => (
            <Col key={index} xs={12} md={8} lg={6} role="listitem">
              <PageItemCard item={item} coverHeight={120} />
            </Col>
          ))}
        </Row>
      ) : null}
    </Flex>
  );
}
