import type { CSSProperties } from 'react';
import type { GlobalToken } from 'antd';
import type { TypographyVariant } from '@suite/shared/sections';
import type { SectionEditorsKey } from '../../i18n';

export const TYPOGRAPHY_VARIANT_LABELS: Record<TypographyVariant, SectionEditorsKey> = {
  h1: 'accordion.typography.h1',
  h2: 'accordion.typography.h2',
  h3: 'accordion.typography.h3',
  h4: 'accordion.typography.h4',
  h5: 'accordion.typography.h5',
  h6: 'accordion.typography.h6',
  subtitle1: 'accordion.typography.subtitle1',
  subtitle2: 'accordion.typography.subtitle2',
  body1: 'accordion.typography.body1',
  body2: 'accordion.typography.body2',
  caption: 'accordion.typography.caption',
  overline: 'accordion.typography.overline',
};

/** Material's typography variants in the theme's own sizes, weights and colours. */
export function typographyStyle(variant: TypographyVariant, token: GlobalToken): CSSProperties {
  const heading = (fontSize: CSSProperties['fontSize']): CSSProperties => ({
    fontSize,
    fontWeight: token.fontWeightStrong,
    lineHeight: 1.3,
    color: token.colorTextHeading,
  });
  switch (variant) {
    case 'h1':
      return heading(token.fontSizeHeading1);
    case 'h2':
      return heading(token.fontSizeHeading2);
    case 'h3':
      return heading(token.fontSizeHeading3);
    case 'h4':
      return heading(token.fontSizeHeading4);
    case 'h5':
      return heading(token.fontSizeHeading5);
    case 'h6':
      return heading(token.fontSize);
    case 'subtitle1':
      return { fontSize: token.fontSizeLG, fontWeight: 500, color: token.colorText };
    case 'subtitle2':
      return { fontSize: token.fontSize, fontWeight: 500, color: token.colorText };
    case 'body1':
      return { fontSize: token.fontSizeLG, color: token.colorText };
    case 'body2':
      return { fontSize: token.fontSize, color: token.colorText };
    case 'caption':
      return { fontSize: token.fontSizeSM, color: token.colorTextSecondary };
    case 'overline':
      return {
        fontSize: token.fontSizeSM,
        textTransform: 'uppercase',
        letterSpacing: '0.08em',
        color: token.colorTextSecondary,
      };
  }
}
