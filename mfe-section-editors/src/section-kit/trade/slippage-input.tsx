import { useId } from 'react';
import { Flex, Typography } from 'antd';
import InputNumber from 'antd/es/input-number';
import { SLIPPAGE_PERCENT_MAX, SLIPPAGE_PERCENT_MIN } from '@suite/shared/sections';
import { useSectionEditorsCatalog } from '../../i18n';

export interface SlippageInputProps {
  id?: string;
  value: number | null;
  onChange: (value: number | null) => void;
  size?: 'small' | 'middle' | 'large';
  /**
   * Clamp to the bounds as the visitor types (the trading box). An editor leaves it off, so an
   * out-of-bounds value stays and its message shows beside the field.
   */
  clamp?: boolean;
}

/** Slippage in percent, within the bounds every trading section allows. */
export function SlippageInput({ id, value, onChange, size, clamp = true }: SlippageInputProps) {
  return (
    <InputNumber
      id={id}
      value={value}
      onChange={onChange}
      min={clamp ? SLIPPAGE_PERCENT_MIN : undefined}
      max={clamp ? SLIPPAGE_PERCENT_MAX : undefined}
      step={0.1}
      size={size}
      suffix="%"
      style={{ width: 120 }}
    />
  );
}

/** A trading box's "Max slippage", where the section lets its visitors change it: the label and its input. */
export function SlippageRow({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (value: number | null) => void;
}) {
  const { t } = useSectionEditorsCatalog();
  const id = useId();
  return (
    <Flex align="center" gap={8} wrap>
      <Typography.Text type="secondary">
        <label htmlFor={id}>{t('swap.maxSlippage')}</label>
      </Typography.Text>
      <SlippageInput id={id} value={value} onChange={onChange} size="small" />
    </Flex>
  );
}
