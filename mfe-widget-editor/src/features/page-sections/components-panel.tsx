import { useEffect, useMemo } from 'react';
import { dequal } from 'dequal';
import type { WidgetPage } from '@suite/shared/widget';
import { createUndoHistory, useUndoValue } from '@suite/shared/editing';
import { useWidgetEditorCatalog } from '../../i18n';
import { useWidgetEditor } from '../editor/editor-context';
import { PanelCard } from '../editor/panel-card';
import { usePanelSaveRow } from '../editor/panel-save';
import { clearPreviewDraft, previewTheme } from '../preview/preview-draft';
import { WIDGET_PAGE_KEY } from '../widget-paths';
import { PageSectionsEditor } from './page-sections-editor';

/** Components: the widget page's sections, edited as a draft until saved. */
export function ComponentsPanel() {
  const { widget } = useWidgetEditor();
  const { t } = useWidgetEditorCatalog();
  const config = widget.configParsed;
  const siteId = String(widget.id);
  // The draft and its undo history start over from the page as saved: after a save, and on Discard.
  const history = useMemo(() => createUndoHistory<WidgetPage>(config.page), [config.page]);
  const page = useUndoValue(history);
  const saveActions = usePanelSaveRow({
    dirty: !dequal(page, config.page),
    nextConfig: () => Promise.resolve({ ...config, page }),
    discard: () => history.reset(config.page),
  });
  // A draft left for the preview frame must not outlive the editor.
  useEffect(() => () => clearPreviewDraft(siteId, WIDGET_PAGE_KEY), [siteId]);

  return (
    <PanelCard description={t('pageSections.description')}>
      <PageSectionsEditor
        history={history}
        savedPage={config.page}
        pageKey={WIDGET_PAGE_KEY}
        siteId={siteId}
        widgetId={siteId}
        theme={previewTheme(config)}
      />
      {saveActions}
    </PanelCard>
  );
}
