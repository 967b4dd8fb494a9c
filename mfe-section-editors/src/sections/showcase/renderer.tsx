import type { CSSProperties, ReactNode } from 'react';
import { Card, Flex, Grid, Typography } from 'antd';
import {
  mediaKind,
  ShowcaseConfigSchema,
  type ShowcaseItem,
  type ShowcaseLayout,
} from '@suite/shared/sections';
import { MediaView } from '../../section-kit/render/media-view';
import { NftImage } from '../../section-kit/nft/nft-image';
import type { SectionRendererProps } from '../../section-kit/section-module';
import { SectionNotReady } from '../../section-kit/section-not-ready';
import { SHOWCASE_LABELS } from './labels';
import { nftLine, showcaseItemHref, showcaseItemName } from './item-parts';
import { useSectionEditorsCatalog } from '../../i18n';
import { useChainName, useParseInContentLanguage } from '@suite/shared/react';

const GAP = 16;

/** A gallery of images, NFTs and links with their captions, as a grid, a masonry or a list. */
export function ShowcaseRenderer({ data }: SectionRendererProps) {
  const { t } = useSectionEditorsCatalog();
  const screens = Grid.useBreakpoint();
  const parsed = useParseInContentLanguage(ShowcaseConfigSchema, data);
  if (!parsed.success) return <SectionNotReady issues={parsed.error.issues} labels={SHOWCASE_LABELS} />;
  const { title, subtitle, layout, columns, showCaptions, items } = parsed.data;
  // The owner's column count is for wide screens; a phone shows one, a tablet at most two.
  const shown = screens.md ? columns : screens.sm ? Math.min(2, columns) : 1;
  const listStyle: Record<ShowcaseLayout, CSSProperties> = {
    grid: { display: 'grid', gridTemplateColumns: `repeat(${shown}, minmax(0, 1fr))`, gap: GAP },
    masonry: { columnCount: shown, columnGap: GAP },
    list: { display: 'flex', flexDirection: 'column', gap: GAP / 2 },
  };
  return (
    <section aria-label={title || t('showcase.region')} data-layout={layout} style={{ padding: '24px 0' }}>
      {title ? <Typography.Title level={3}>{title}</Typography.Title> : null}
      {subtitle ? <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph> : null}
      <ul
        aria-label={t('showcase.gallery')}
        style={{ listStyle: 'none', margin: 0, padding: 0, ...listStyle[layout] }}
      >
        {items.map((item, index) => (
          <li
            key={index}
            style={layout === 'masonry' ? { breakInside: 'avoid', marginBottom: GAP } : undefined}
          >
            {layout === 'list' ? (
              <ShowcaseRow item={item} index={index} showCaption={showCaptions} />
            ) : (
              <ShowcaseCard item={item} index={index} showCaption={showCaptions} square={layout === 'grid'} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

interface ItemViewProps {
  item: ShowcaseItem;
  index: number;
  showCaption: boolean;
}

function linkAttributes(href: string) {
  return { href, target: '_blank', rel: 'noopener noreferrer' };
}

/** Whether an item shows a picture: its own file, or for an NFT the image its metadata gives. */
function hasPicture(item: ShowcaseItem): boolean {
  return item.imageUrl !== '' || item.kind === 'nft';
}

/** Whether the picture is an image (a player keeps its controls, so it is not the link). */
function pictureIsImage(item: ShowcaseItem): boolean {
  return item.imageUrl === '' || mediaKind(item.imageUrl) === 'image';
}

/**
 * An item's picture: an image is the link itself (named by the item), a video or audio player
 * keeps its controls and leaves the link to the caption.
 */
function ItemMedia({
  item,
  index,
  style,
  square = false,
}: {
  item: ShowcaseItem;
  index: number;
  style?: CSSProperties;
  square?: boolean;
}) {
  const { t } = useSectionEditorsCatalog();
  if (!hasPicture(item)) return null;
  const name = showcaseItemName(item, index, t);
  const href = showcaseItemHref(item);
  const media =
    item.kind === 'nft' && !item.imageUrl ? (
      <NftImage nft={item} alt={name} square={square} height={square ? undefined : 200} style={style} />
    ) : (
      <MediaView url={item.imageUrl} alt={name} style={style} />
    );
  if (href && pictureIsImage(item)) {
    return (
      <a {...linkAttributes(href)} aria-label={name} style={{ display: 'block' }}>
        {media}
      </a>
    );
  }
  return media;
}

/** The caption, and for an NFT its token and chain; a link item's caption is its link. */
function ItemText({ item, index, showCaption }: ItemViewProps): ReactNode {
  const { t } = useSectionEditorsCatalog();
  const chainName = useChainName();
  const href = showcaseItemHref(item);
  const mediaIsLink = href !== undefined && hasPicture(item) && pictureIsImage(item);
  const name = showcaseItemName(item, index, t);
  const caption =
    href && !mediaIsLink ? (
      <Typography.Link {...linkAttributes(href)}>{name}</Typography.Link>
    ) : showCaption && item.caption ? (
      <Typography.Text strong>{item.caption}</Typography.Text>
    ) : null;
  const second =
    item.kind === 'nft' && showCaption ? (
      <Typography.Text type="secondary">{nftLine(item, t, chainName)}</Typography.Text>
    ) : null;
  if (!caption && !second) return null;
  return (
    <Flex vertical gap={2}>
      {caption}
      {second}
    </Flex>
  );
}

function ShowcaseCard({ item, index, showCaption, square }: ItemViewProps & { square: boolean }) {
  const cover = hasPicture(item) ? (
    <ItemMedia
      item={item}
      index={index}
      square={square}
      style={square ? { aspectRatio: '1 / 1' } : { height: 'auto' }}
    />
  ) : undefined;
  const text = <ItemText item={item} index={index} showCaption={showCaption} />;
  return (
    <Card size="small" cover={cover} styles={{ body: { padding: 12 } }}>
      {text}
    </Card>
  );
}

function ShowcaseRow({ item, index, showCaption }: ItemViewProps) {
  return (
    <Flex
      gap={12}
      align="center"
      style={{ paddingBottom: GAP / 2, borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}
    >
      {hasPicture(item) ? (
        <div style={{ width: 96, height: 96, flex: 'none', borderRadius: 6, overflow: 'hidden' }}>
          <ItemMedia item={item} index={index} square />
        </div>
      ) : null}
      <ItemText item={item} index={index} showCaption={showCaption} />
    </Flex>
  );
}
