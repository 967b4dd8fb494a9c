import type { CSSProperties } from 'react';
import { useApiErrorMessage } from '@suite/shared/react';
import { Flex, Skeleton, Typography, theme } from 'antd';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import { useNftMetadata } from '../../api/nft-metadata';
import type { NftRef } from './nft-details';
import { useSectionEditorsCatalog } from '../../i18n';

export interface NftImageProps {
  nft: NftRef & { tokenId: string };
  /** A number of pixels, or the frame's aspect ratio when `square`. */
  height?: number;
  /** A square frame as wide as its container. */
  square?: boolean;
  style?: CSSProperties;
  /** The image's text alternative; the NFT's name by default. */
  alt?: string;
  /** A thumbnail: without an image, only the token number (the reason as its tooltip). */
  compact?: boolean;
}

/**
 * An NFT's picture as its metadata gives it (read by the API, for visitors too): a skeleton while it
 * is read, the image, or — when the metadata has no image or cannot be read — the token number
 * with the reason.
 */
export function NftImage({ nft, height = 160, square = false, style, alt, compact = false }: NftImageProps) {
  const errorMessage = useApiErrorMessage();
  const { token } = theme.useToken();
  const { t } = useSectionEditorsCatalog();
  const metadata = useNftMetadata(nft);
  const frame: CSSProperties = square
    ? { width: '100%', aspectRatio: '1 / 1', ...style }
    : { width: '100%', height, ...style };
  if (metadata.isLoading) {
    return (
      <div
        role="status"
        aria-label={t('items.loadingNft', { id: nft.tokenId })}
        style={{ ...frame, overflow: 'hidden' }}
      >
        <Skeleton.Node active style={{ width: '100%', height: '100%', minHeight: square ? 120 : height }}>
          <PictureOutlined aria-hidden style={{ fontSize: 32, color: token.colorTextQuaternary }} />
        </Skeleton.Node>
      </div>
    );
  }
  const image = metadata.data?.image;
  if (image) {
    return (
      <img
        src={image}
        alt={alt ?? metadata.data?.name ?? t('items.nftNumber', { id: nft.tokenId })}
        loading="lazy"
        style={{ display: 'block', objectFit: 'cover', ...frame }}
      />
    );
  }
  const reason = metadata.error
    ? errorMessage(metadata.error)
    : (metadata.data?.metadataError ?? t('items.noImageReason'));
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      gap={4}
      title={reason}
      style={{
        ...frame,
        minHeight: square ? undefined : height,
        padding: 8,
        textAlign: 'center',
        background: token.colorFillSecondary,
        color: token.colorTextSecondary,
      }}
    >
      <span
        aria-hidden
        style={{ fontSize: compact ? token.fontSize : token.fontSizeHeading3, fontWeight: 600 }}
      >
        #{nft.tokenId}
      </span>
      {compact ? null : (
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          {t('items.noImage', { reason })}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** The NFT's name as its metadata gives it, `fallback` until it is read or when it cannot be. */
export function useNftName(nft: (NftRef & { tokenId: string }) | null, fallback: string): string {
  const metadata = useNftMetadata(nft);
  return metadata.data?.name ?? fallback;
}
