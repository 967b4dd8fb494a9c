import { App, Button, Flex, Typography } from 'antd';
import type { WidgetConfig } from '@suite/shared';
import { apiErrorMessage, apiErrorStatus, apiFieldErrors } from '@suite/shared/client';
import { useWidgetEditor } from './editor-context';

export const SAVE_CONFIRM_TITLE = 'Save changes?';
export const SAVED_TITLE = 'Changes saved';
export const NOT_SAVED_TITLE = 'Changes not saved';
export const DISCARD_CONFIRM_TITLE = 'Discard changes?';
export const LEAVE_TITLE = 'Leave without saving';

/**
 * Save asks for confirmation and shows a result dialog; Discard asks for confirmation (seed 001 §4).
 * A stale save (the widget was saved elsewhere since it was loaded) is reported with a Reload that
 * loads the latest version: it is never overwritten silently.
 */
export function useSaveFlow() {
  const { modal } = App.useApp();
  const { saveConfig, reload } = useWidgetEditor();

  function reportFailure(error: unknown) {
    if (apiErrorStatus(error) === 409) {
      modal.confirm({
        title: NOT_SAVED_TITLE,
        content: (
          <Typography.Paragraph>
            {apiErrorMessage(error)} Reloading replaces the changes of this section with the latest version.
          </Typography.Paragraph>
        ),
        okText: 'Reload',
        cancelText: 'Keep editing',
        onOk: reload,
      });
      return;
    }
    const fields = Object.entries(apiFieldErrors(error));
    modal.error({
      title: NOT_SAVED_TITLE,
      content: (
        <>
          <Typography.Paragraph>{apiErrorMessage(error)}</Typography.Paragraph>
          {fields.length > 0 && (
            <ul>
              {fields.map(([field, message]) => (
                <li key={field}>
                  {field.replace(/^config\./, '')}: {message}
                </li>
              ))}
            </ul>
          )}
        </>
      ),
    });
  }

  /** Resolves true once saved, false when cancelled or failed (the failure is shown). */
  function confirmSave(config: WidgetConfig): Promise<boolean> {
    return new Promise((resolve) => {
      modal.confirm({
        title: SAVE_CONFIRM_TITLE,
        content: 'The widget is saved with the changes of this section.',
        okText: 'Save',
        cancelText: 'Cancel',
        onOk: async () => {
          try {
            await saveConfig(config);
          } catch (error) {
            reportFailure(error);
            resolve(false);
            return;
          }
          modal.success({ title: SAVED_TITLE, content: 'Your widget was saved.' });
          resolve(true);
        },
        onCancel: () => resolve(false),
      });
    });
  }

  /** Saves without asking (the result of an action, such as a deployed contract); failures are shown. */
  async function saveNow(config: WidgetConfig): Promise<boolean> {
    try {
      await saveConfig(config);
      return true;
    } catch (error) {
      reportFailure(error);
      return false;
    }
  }

  function confirmDiscard(discard: () => void) {
    modal.confirm({
      title: DISCARD_CONFIRM_TITLE,
      content: 'The changes of this section are lost.',
      okText: 'Discard',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: discard,
    });
  }

  return { confirmSave, saveNow, confirmDiscard };
}

export interface SaveActionsProps {
  dirty: boolean;
  /** False while the section's values do not pass validation. */
  valid?: boolean;
  onSave: () => void;
  onDiscard: () => void;
}

/** Discard and Save of a section: both need changes; Save also needs valid values. */
export function SaveActions({ dirty, valid = true, onSave, onDiscard }: SaveActionsProps) {
  return (
    <Flex gap={8} justify="end" wrap>
      <Button onClick={onDiscard} disabled={!dirty}>
        Discard
      </Button>
      <Button type="primary" onClick={onSave} disabled={!dirty || !valid}>
        Save
      </Button>
    </Flex>
  );
}
