import { Typography } from 'antd';
import type { WidgetConfig } from '@suite/shared/widget';
import { apiErrorReason, apiFieldErrors } from '@suite/shared/client';
import { useApiErrorMessage, useFeedback } from '@suite/shared/react';
import { useWidgetEditorCatalog } from '../../i18n';
import { useWidgetEditor } from './editor-context';

/**
 * Save asks for confirmation and shows a result dialog; Discard asks for confirmation (seed 001 §4).
 * A stale save (the widget was saved elsewhere since it was loaded) is reported with a Reload that
 * loads the latest version: it is never overwritten silently.
 */
export function useSaveFlow() {
  const errorMessage = useApiErrorMessage();
  const { modal } = useFeedback();
  const { t } = useWidgetEditorCatalog();
  const { saveConfig, reload } = useWidgetEditor();

  /** Shows why a write failed: a stale one with Reload, else the message and the fields named. */
  function reportFailure(error: unknown, title: string = t('save.notSavedTitle')) {
    // Only a stale version is mended by reloading; another conflict (a domain another site has) is not.
    if (apiErrorReason(error)?.reason === 'staleVersion') {
      modal.confirm({
        title,
        content: (
          <Typography.Paragraph>
            {errorMessage(error)} {t('save.staleHint')}
          </Typography.Paragraph>
        ),
        okText: t('save.reload'),
        cancelText: t('save.keepEditing'),
        onOk: reload,
      });
      return;
    }
    const fields = Object.entries(apiFieldErrors(error));
    modal.error({
      title,
      content: (
        <>
          <Typography.Paragraph>{errorMessage(error)}</Typography.Paragraph>
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

  /**
   * Resolves true once saved, false when cancelled or failed (the failure is shown: beside the panel's
   * fields when `placeFieldErrors` puts it there, else in a dialog).
   */
  function confirmSave(
    config: WidgetConfig,
    placeFieldErrors?: (error: unknown) => boolean,
  ): Promise<boolean> {
    return new Promise((resolve) => {
      modal.confirm({
        title: t('save.confirmTitle'),
        content: t('save.confirmContent'),
        okText: t('actions.save'),
        cancelText: t('actions.cancel'),
        onOk: async () => {
          try {
            await saveConfig(config);
          } catch (error) {
            if (!placeFieldErrors?.(error)) reportFailure(error);
            resolve(false);
            return;
          }
          modal.success({ title: t('save.savedTitle'), content: t('save.savedContent') });
          resolve(true);
        },
        onCancel: () => resolve(false),
      });
    });
  }

  function confirmDiscard(discard: () => void) {
    modal.confirm({
      title: t('save.discardTitle'),
      content: t('save.discardContent'),
      okText: t('save.discard'),
      okButtonProps: { danger: true },
      cancelText: t('actions.cancel'),
      onOk: discard,
    });
  }

  return { confirmSave, confirmDiscard, reportFailure };
}
