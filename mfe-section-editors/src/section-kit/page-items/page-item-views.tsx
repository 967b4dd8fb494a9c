import type { CSSProperties } from 'react';
import { Card, Flex, Tag, Typography, theme } from 'antd';
import StarFilled from '@ant-design/icons/StarFilled';
import { useChainName } from '@suite/shared/react';
import { nftExplorerUrl, type PageItem } from '@suite/shared/sections';
import { NftImage, useNftName } from '../nft/nft-image';
import { useSectionEditorsCatalog } from '../../i18n';

/**
 * One line under an item's title: the NFT's name (its metadata's, `Token #id` until read) or the
 * collection's subtitle, and its chain.
 */
function pageItemCaption(item: PageItem, nftName: string | undefined, chain: string): string {
  return item.type === 'asset' ? `${nftName ?? item.tokenId} · ${chain}` : `${item.subtitle} · ${chain}`;
}

/** {@link pageItemCaption} with the NFT's name read from its metadata. */
export function PageItemCaption({ item }: { item: PageItem }) {
  const { t } = useSectionEditorsCatalog();
  const chainName = useChainName();
  const nft = item.type === 'asset' ? item : null;
  const name = useNftName(nft, t('common.tokenNumber', { id: nft?.tokenId ?? '' }));
  return <>{pageItemCaption(item, nft ? name : undefined, chainName(item.chainId))}</>;
}

/** The item on its chain's explorer, or null for a chain without one. */
export function pageItemExplorerUrl(item: PageItem): string | null {
  return nftExplorerUrl(item.chainId, item.contractAddress, item.type === 'asset' ? item.tokenId : undefined);
}

/** Where a visitor follows an item: its explorer page, in a new tab. */
export function ItemExplorerLink({ item, children }: { item: PageItem; children?: string }) {
  const { t } = useSectionEditorsCatalog();
  const url = pageItemExplorerUrl(item);
  if (!url) return null;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('items.onExplorer', { title: item.title })}
    >
      {children ?? t('common.viewOnExplorer')}
    </a>
  );
}

/** The mark of a featured collection; nothing for any other item. */
export function FeaturedTag({ item }: { item: PageItem }) {
  const { t } = useSectionEditorsCatalog();
  if (item.type !== 'collection' || !item.featured) return null;
  return (
    <Tag color="gold" icon={<StarFilled aria-hidden />}>
      {t('items.featured')}
    </Tag>
  );
}

/** Whether an item is drawn with its picture: always, but for a collection of the simple variant. */
export function showsCover(item: PageItem): boolean {
  return item.type === 'asset' || item.variant !== 'simple';
}

/**
 * The picture of an item: a collection's background image, or an NFT's image from its metadata
 * (its token number and the reason when there is none).
 */
function ItemCover({
  item,
  height = 'auto',
  style,
}: {
  item: PageItem;
  /** 'auto': a collection's picture at its natural height. */
  height?: number | 'auto';
  style?: CSSProperties;
}) {
  if (item.type === 'collection') {
    return (
      <img
        alt=""
        src={item.backgroundImageUrl}
        loading="lazy"
        style={{ display: 'block', width: '100%', height, objectFit: 'cover', ...style }}
      />
    );
  }
  return <NftImage nft={item} height={height === 'auto' ? 160 : height} style={style} />;
}

/**
 * What a layout lays an item's title over (a grid tile, a carousel slide, the hero banner): its
 * picture, or for a simple item, drawn without one, a plain dark panel of the same height.
 */
export function ItemBackdrop({ item, height }: { item: PageItem; height: number }) {
  const { token } = theme.useToken();
  if (showsCover(item)) return <ItemCover item={item} height={height} />;
  return <div style={{ height, background: token.colorBgSpotlight }} />;
}

/** An item as a card: picture (not for a simple item), title, caption, the featured mark and the link. */
export function PageItemCard({
  item,
  coverHeight = 140,
  style,
}: {
  item: PageItem;
  coverHeight?: number | 'auto';
  style?: CSSProperties;
}) {
  const link = pageItemExplorerUrl(item) ? [<ItemExplorerLink key="explorer" item={item} />] : undefined;
  return (
    <Card
      size="small"
      style={{ height: '100%', ...style }}
      cover={showsCover(item) ? <ItemCover item={item} height={coverHeight} /> : undefined}
      actions={link}
    >
      <Card.Meta
        title={
          <Flex gap={8} align="center" wrap>
            <Typography.Text strong ellipsis>
              {item.title}
            </Typography.Text>
            <FeaturedTag item={item} />
          </Flex>
        }
        description={<PageItemCaption item={item} />}
      />
    </Card>
  );
}
