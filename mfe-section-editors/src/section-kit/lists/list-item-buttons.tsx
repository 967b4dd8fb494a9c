import type { KeyboardEvent, MouseEvent } from 'react';
import { Button, Flex, Tooltip } from 'antd';
import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { useSectionEditorsCatalog } from '../../i18n';

export interface ListItemButtonsProps {
  /** The item's name, for the buttons' accessible names: "Remove Accordion 2". */
  name: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
  /** Offered where the list has Duplicate (accordions, steps). */
  onDuplicate?: () => void;
  /** Why Remove is disabled, when it is (tabs keep at least one). */
  removeDisabledReason?: string;
}

function keepInside(event: MouseEvent | KeyboardEvent) {
  event.stopPropagation();
}

/**
 * Up, Down, Duplicate and Remove of an item in a section's list, for the item's panel header: clicks
 * and keys stay here, so they do not also open or close the panel.
 */
export function ListItemButtons({
  name,
  index,
  count,
  onMove,
  onRemove,
  onDuplicate,
  removeDisabledReason,
}: ListItemButtonsProps) {
  const { t } = useSectionEditorsCatalog();
  const remove = (
    <Button
      size="small"
      type="text"
      danger
      icon={<DeleteOutlined aria-hidden />}
      aria-label={t('list.remove', { name })}
      disabled={removeDisabledReason !== undefined}
      onClick={onRemove}
    />
  );
  return (
    <Flex gap={2} onClick={keepInside} onKeyDown={keepInside}>
      <Button
        size="small"
        type="text"
        icon={<ArrowUpOutlined aria-hidden />}
        aria-label={t('list.moveUp', { name })}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      />
      <Button
        size="small"
        type="text"
        icon={<ArrowDownOutlined aria-hidden />}
        aria-label={t('list.moveDown', { name })}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      />
      {onDuplicate ? (
        <Button
          size="small"
          type="text"
          icon={<CopyOutlined aria-hidden />}
          aria-label={t('list.duplicate', { name })}
          onClick={onDuplicate}
        />
      ) : null}
      {removeDisabledReason ? <Tooltip title={removeDisabledReason}>{remove}</Tooltip> : remove}
    </Flex>
  );
}
