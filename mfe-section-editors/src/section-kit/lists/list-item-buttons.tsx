import type { KeyboardEvent, MouseEvent } from 'react';
import { Button, Flex, Tooltip } from 'antd';
import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { useSectionEditorsCatalog } from '../../i18n';

/** The ids of an item's button names (`ListItemButtonNames`), from the id given to both. */
function nameIds(id: string) {
  return { up: `${id}-up`, down: `${id}-down`, duplicate: `${id}-duplicate`, remove: `${id}-remove` };
}

/**
 * The accessible names of an item's buttons, with the item's name in them ("Remove Accordion 2"),
 * as hidden text the buttons point to (`aria-labelledby`): typing the item's title renders these
 * few words again, not the buttons.
 */
export function ListItemButtonNames({
  id,
  name,
  duplicable,
}: {
  id: string;
  name: string;
  /** Whether the item has a Duplicate button. */
  duplicable: boolean;
}) {
  const { t } = useSectionEditorsCatalog();
  const ids = nameIds(id);
  return (
    <>
      <span hidden id={ids.up}>
        {t('list.moveUp', { name })}
      </span>
      <span hidden id={ids.down}>
        {t('list.moveDown', { name })}
      </span>
      {duplicable ? (
        <span hidden id={ids.duplicate}>
          {t('list.duplicate', { name })}
        </span>
      ) : null}
      <span hidden id={ids.remove}>
        {t('list.remove', { name })}
      </span>
    </>
  );
}

export interface ListItemButtonsProps {
  /** The id given to the item's `ListItemButtonNames`, which name the buttons. */
  namesId: string;
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
  namesId,
  index,
  count,
  onMove,
  onRemove,
  onDuplicate,
  removeDisabledReason,
}: ListItemButtonsProps) {
  const ids = nameIds(namesId);
  const remove = (
    <Button
      size="small"
      type="text"
      danger
      icon={<DeleteOutlined aria-hidden />}
      aria-labelledby={ids.remove}
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
        aria-labelledby={ids.up}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      />
      <Button
        size="small"
        type="text"
        icon={<ArrowDownOutlined aria-hidden />}
        aria-labelledby={ids.down}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      />
      {onDuplicate ? (
        <Button
          size="small"
          type="text"
          icon={<CopyOutlined aria-hidden />}
          aria-labelledby={ids.duplicate}
          onClick={onDuplicate}
        />
      ) : null}
      {removeDisabledReason ? <Tooltip title={removeDisabledReason}>{remove}</Tooltip> : remove}
    </Flex>
  );
}
