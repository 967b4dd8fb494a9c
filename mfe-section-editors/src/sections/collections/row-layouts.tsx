import { Avatar, Flex, Tag, Typography, theme } from 'antd';
import { useChainName } from '@suite/shared/react';
import {
  FeaturedTag,
  ItemBackdrop,
  ItemExplorerLink,
  PageItemCaption,
  pageItemExplorerUrl,
  showsCover,
} from '../../section-kit/page-items/page-item-views';
import { NftImage } from '../../section-kit/nft/nft-image';
import { SlidesCarousel } from '../../section-kit/render/slides-carousel';
import type { LayoutProps } from './tile-layouts';
import { useSectionEditorsCatalog } from '../../i18n';

/** List: one row each, with the picture as an avatar (but for a simple item), title, caption and link. */
export function ListLayout({ items }: LayoutProps) {
  const { token } = theme.useToken();
  return (
    <ul data-variant="list" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item, index) => (
        <li key={index} style={{ padding: '12px 0', borderBottom: `1px solid ${token.colorSplit}` }}>
          <Flex gap={16} align="center" wrap>
            {item.type === 'asset' ? (
              <NftImage
                nft={item}
                height={64}
                compact
                style={{ width: 64, flex: 'none', borderRadius: token.borderRadius, overflow: 'hidden' }}
              />
            ) : showsCover(item) ? (
              <Avatar shape="square" size={64} src={item.backgroundImageUrl} alt="" />
            ) : null}
            <Flex vertical gap={2} style={{ flex: 1, minWidth: 160 }}>
              <Flex gap={8} align="center" wrap>
                <Typography.Text strong>{item.title}</Typography.Text>
                <FeaturedTag item={item} />
              </Flex>
              <Typography.Text type="secondary">
                <PageItemCaption item={item} />
              </Typography.Text>
            </Flex>
            <ItemExplorerLink item={item} />
          </Flex>
        </li>
      ))}
    </ul>
  );
}

/** Compact: a dense bordered list of titles, featured marks and chains, without pictures. */
export function CompactLayout({ items }: LayoutProps) {
  const { t } = useSectionEditorsCatalog();
  const chainName = useChainName();
  const { token } = theme.useToken();
  return (
    <ul
      data-variant="compact"
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        border: `1px solid ${token.colorBorder}`,
        borderRadius: token.borderRadius,
      }}
    >
      {items.map((item, index) => (
        <li
          key={index}
          style={{
            padding: `${token.paddingXXS}px ${token.paddingSM}px`,
            borderTop: index === 0 ? undefined : `1px solid ${token.colorSplit}`,
          }}
        >
          <Flex gap={8} align="center" justify="space-between">
            <Typography.Text ellipsis style={{ minWidth: 0 }}>
              {item.title}
              {item.type === 'asset' ? ` #${item.tokenId}` : ''}
            </Typography.Text>
            <Flex gap={8} align="center" style={{ flex: 'none' }}>
              <FeaturedTag item={item} />
              <Tag style={{ marginInlineEnd: 0 }}>{chainName(item.chainId)}</Tag>
              <ItemExplorerLink item={item}>{t('collections.explorer')}</ItemExplorerLink>
            </Flex>
          </Flex>
        </li>
      ))}
    </ul>
  );
}

/** Carousel: one large slide at a time, the title, featured mark and caption over the picture. */
export function CarouselLayout({ items }: LayoutProps) {
  return (
    <div data-variant="carousel">
      <SlidesCarousel arrows dots style={{ borderRadius: 8, overflow: 'hidden' }}>
        {items.map((item, index) => (
          <div key={index}>
            <div style={{ position: 'relative' }}>
              <ItemBackdrop item={item} height={280} />
              <div
                style={{
                  position: 'absolute',
                  insetInline: 0,
                  bottom: 0,
                  padding: '32px 24px 40px',
                  background: 'linear-gradient(transparent, rgba(0, 0, 0, 0.72))',
                  color: '#fff',
                }}
              >
                <Flex gap={8} align="center" wrap>
                  <Typography.Title level={4} style={{ color: 'inherit', margin: 0 }}>
                    {item.title}
                  </Typography.Title>
                  <FeaturedTag item={item} />
                </Flex>
                <Typography.Text style={{ color: 'rgba(255, 255, 255, 0.85)' }}>
                  <PageItemCaption item={item} />
                </Typography.Text>
                {pageItemExplorerUrl(item) ? (
                  <span style={{ display: 'block', marginTop: 4 }}>
                    <ItemExplorerLink item={item} />
                  </span>
                ) : null}
              </div>
            </div>
          </div>
        ))}
      </SlidesCarousel>
    </div>
  );
}
