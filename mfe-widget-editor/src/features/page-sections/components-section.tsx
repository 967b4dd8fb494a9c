import { useEffect, useState } from 'react';
import { dequal } from 'dequal';
import type { WidgetPage } from '@suite/shared';
import { useSectionDirty, useWidgetEditor } from '../editor/editor-context';
import { SaveActions, useSaveFlow } from '../editor/save-flow';
import { SectionCard } from '../editor/section-card';
import { clearPreviewDraft } from '../preview/preview-draft';
import { WIDGET_PAGE_KEY } from '../widget-paths';
import { PageSectionsEditor } from './page-sections-editor';

/** Components: the widget page's sections, edited as a draft until saved. */
export function ComponentsSection() {
  const { widget } = useWidgetEditor();
  const { confirmSave, confirmDiscard } = useSaveFlow();
  const config = widget.configParsed;
  const siteId = String(widget.id);
  const [page, setPage] = useState<WidgetPage>(config.page);
  const dirty = !dequal(page, config.page);
  useSectionDirty(dirty);
  // A draft left for the preview frame must not outlive the editor.
  useEffect(() => () => clearPreviewDraft(siteId, WIDGET_PAGE_KEY), [siteId]);

  return (
    <SectionCard
      title="Components"
      description="The sections of your widget's page, in the order visitors see them."
    >
      <PageSectionsEditor
        page={page}
        onChange={setPage}
        pageKey={WIDGET_PAGE_KEY}
        siteId={siteId}
        widgetId={siteId}
        theme={{
          theme: config.theme,
          customThemeLight: config.customThemeLight,
          customThemeDark: config.customThemeDark,
        }}
      />
      <SaveActions
        dirty={dirty}
        onSave={() => void confirmSave({ ...config, page })}
        onDiscard={() => confirmDiscard(() => setPage(config.page))}
      />
    </SectionCard>
  );
}
