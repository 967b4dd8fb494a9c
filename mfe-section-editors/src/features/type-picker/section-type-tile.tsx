import { useId } from 'react';
import { Button, theme } from 'antd';
import type { SectionType } from '@suite/shared/widget';
import type { SectionCatalogEntry } from '../../section-kit/section-module';
import { useSectionEditorsCatalog } from '../../i18n';

export interface SectionTypeTileProps {
  entry: SectionCatalogEntry;
  /** The type already chosen: the tile is outlined and marked `aria-current`. */
  current: boolean;
  onPick: (type: SectionType) => void;
}

/** One type of the picker: a button named by the type's title, described by what it shows visitors. */
export function SectionTypeTile({ entry, current, onPick }: SectionTypeTileProps) {
  const { token } = theme.useToken();
  const { t } = useSectionEditorsCatalog();
  const titleId = useId();
  const descriptionId = useId();
  const Icon = entry.icon;
  return (
    <Button
      block
      color={current ? 'primary' : 'default'}
      variant="outlined"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      aria-current={current || undefined}
      onClick={() => onPick(entry.type)}
      style={{
        height: '100%',
        padding: 12,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        justifyContent: 'flex-start',
        gap: 4,
        whiteSpace: 'normal',
        textAlign: 'start',
        background: current ? token.colorPrimaryBg : undefined,
      }}
    >
      <Icon aria-hidden style={{ fontSize: 22, color: token.colorPrimary }} />
      <span id={titleId} style={{ fontWeight: 600 }}>
        {t(entry.title)}
      </span>
      <span id={descriptionId} style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
        {t(entry.description)}
      </span>
    </Button>
  );
}
