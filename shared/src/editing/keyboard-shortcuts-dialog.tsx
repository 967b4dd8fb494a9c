import { Fragment } from 'react';
import { Button, Modal, theme, Tooltip, Typography } from 'antd';
import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import { useEditingCatalog } from './catalog';
import { ariaKeyShortcuts, DRAG_COMMANDS, EDITING_COMMANDS, shortcutKeys } from './shortcuts';

/**
 * "Keyboard shortcuts": every editing command with its keys, opened by `?` or its button; with `drag`,
 * the keys of a drag by keyboard too (a list that has `useKeyboardDrag`).
 */
export function KeyboardShortcutsDialog({
  open,
  onClose,
  drag = false,
}: {
  open: boolean;
  onClose: () => void;
  drag?: boolean;
}) {
  const { t } = useEditingCatalog();
  // The item's commands, then the drag's, then the editor's (undo, redo, help).
  const itemCount = EDITING_COMMANDS.indexOf('undo');
  const commands = drag
    ? [...EDITING_COMMANDS.slice(0, itemCount), ...DRAG_COMMANDS, ...EDITING_COMMANDS.slice(itemCount)]
    : EDITING_COMMANDS;
  const { token } = theme.useToken();
  const kbd = {
    padding: '0 6px',
    border: `1px solid ${token.colorBorder}`,
    borderRadius: token.borderRadiusSM,
    background: token.colorFillQuaternary,
    fontFamily: token.fontFamilyCode,
  };
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('shortcuts')} destroyOnHidden>
      <Typography.Paragraph type="secondary">{t('listHint')}</Typography.Paragraph>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <tbody>
          {commands.map((command) => (
            <tr key={command} style={{ borderTop: `1px solid ${token.colorSplit}` }}>
              <th scope="row" style={{ textAlign: 'start', fontWeight: 'normal', padding: '6px 8px 6px 0' }}>
                {t(`commands.${command}`)}
              </th>
              <td style={{ padding: '6px 0', whiteSpace: 'nowrap' }}>
                {shortcutKeys(command).map((keys, at) => (
                  <Fragment key={keys.join('+')}>
                    {at > 0 && ` ${t('or')} `}
                    {keys.map((key, index) => (
                      <Fragment key={key}>
                        {index > 0 && '+'}
                        <kbd style={kbd}>{key}</kbd>
                      </Fragment>
                    ))}
                  </Fragment>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}

/** The button that opens the shortcuts dialog. */
export function KeyboardShortcutsButton({ onClick }: { onClick: () => void }) {
  const { t } = useEditingCatalog();
  return (
    <Tooltip title={`${t('shortcuts')} (?)`}>
      <Button
        icon={<QuestionCircleOutlined aria-hidden />}
        aria-label={t('shortcuts')}
        aria-keyshortcuts={ariaKeyShortcuts('help')}
        onClick={onClick}
      />
    </Tooltip>
  );
}
