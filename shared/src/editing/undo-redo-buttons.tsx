import { Button, Space, Tooltip } from 'antd';
import RedoOutlined from '@ant-design/icons/RedoOutlined';
import UndoOutlined from '@ant-design/icons/UndoOutlined';
import { useEditingCatalog } from './catalog';
import { ariaKeyShortcuts, shortcutKeys, type EditingCommand } from './shortcuts';
import { useUndoState, type UndoStateSource } from './undo-history';

function keysText(command: EditingCommand): string {
  return shortcutKeys(command)[0]?.join('+') ?? '';
}

/** Undo and Redo, each disabled while its history is empty, their shortcuts in the tooltip. */
export function UndoRedoButtons({
  history,
  onUndo,
  onRedo,
}: {
  history: UndoStateSource;
  onUndo: () => void;
  onRedo: () => void;
}) {
  const { t } = useEditingCatalog();
  const { canUndo, canRedo } = useUndoState(history);
  return (
    <Space.Compact>
      <Tooltip title={`${t('undo')} (${keysText('undo')})`}>
        <Button
          icon={<UndoOutlined aria-hidden />}
          aria-label={t('undo')}
          aria-keyshortcuts={ariaKeyShortcuts('undo')}
          disabled={!canUndo}
          onClick={onUndo}
        />
      </Tooltip>
      <Tooltip title={`${t('redo')} (${keysText('redo')})`}>
        <Button
          icon={<RedoOutlined aria-hidden />}
          aria-label={t('redo')}
          aria-keyshortcuts={ariaKeyShortcuts('redo')}
          disabled={!canRedo}
          onClick={onRedo}
        />
      </Tooltip>
    </Space.Compact>
  );
}
