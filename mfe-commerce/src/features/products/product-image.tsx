import { useEffect, useState, type CSSProperties } from 'react';
import { Flex, theme } from 'antd';
import PictureOutlined from '@ant-design/icons/PictureOutlined';

export interface ProductImageProps {
  src: string | null | undefined;
  /** Empty for a decorative image (the product's name is beside it). */
  alt?: string;
  width: number | string;
  height: number;
  style?: CSSProperties;
}

/**
 * A product's image, or a neutral picture icon when it has none or its URL does not load (a moved
 * file, a typo): a broken-image glyph never shows.
 */
export function ProductImage({ src, alt = '', width, height, style }: ProductImageProps) {
  const { token } = theme.useToken();
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [src]);
  if (!src || failed) {
    return (
      <Flex
        align="center"
        justify="center"
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        data-testid="image-fallback"
        style={{
          // A card's cover makes its child a block (antd's `.ant-card-cover > *`): the icon stays centred.
          display: 'flex',
          width,
          height,
          flex: 'none',
          background: token.colorFillTertiary,
          color: token.colorTextQuaternary,
          fontSize: Math.min(32, Math.round(height / 2.5)),
          borderRadius: token.borderRadiusSM,
          ...style,
        }}
      >
        <PictureOutlined aria-hidden />
      </Flex>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={typeof width === 'number' ? width : undefined}
      height={height}
      onError={() => setFailed(true)}
      style={{
        width,
        height,
        objectFit: 'cover',
        flex: 'none',
        borderRadius: token.borderRadiusSM,
        ...style,
      }}
    />
  );
}
