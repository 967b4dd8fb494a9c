import { Input, Space } from 'antd';
import ColorPicker from 'antd/es/color-picker';
import { nonEmpty } from './field-values';
import { useSectionEditorsCatalog } from '../../i18n';
import { useClearable } from '@suite/shared/react';

export interface ColorInputProps {
  id?: string;
  value: string | undefined;
  /** Undefined when cleared: the theme's colour applies. */
  onChange: (color: string | undefined) => void;
  onBlur?: () => void;
  disabled?: boolean;
}

/** A colour: picked from the palette or typed as #rrggbb; empty means the theme's own. */
export function ColorInput({ id, value, onChange, onBlur, disabled }: ColorInputProps) {
  const { t } = useSectionEditorsCatalog();
  const clearable = useClearable();
  return (
    <Space.Compact style={{ width: '100%', maxWidth: 260 }}>
      <ColorPicker
        value={nonEmpty(value)}
        format="hex"
        onChangeComplete={(color) => onChange(color.toHexString())}
        aria-label={t('common.color.pick')}
        disabled={disabled}
      />
      <Input
        id={id}
        value={value ?? ''}
        placeholder={t('common.color.themeDefault')}
        allowClear={clearable}
        disabled={disabled}
        onBlur={onBlur}
        onChange={(event) => onChange(event.target.value.trim() || undefined)}
      />
    </Space.Compact>
  );
}
