import { createContext, useContext, useMemo } from 'react';
import { Alert, Skeleton, Typography } from 'antd';
import { WidgetSectionConfigSchema } from '@suite/shared/sections';
import { useSiteWidget } from '../../api/site-content';
import type { SectionRendererProps } from '../../section-kit/section-module';
import { SectionNotReady } from '../../section-kit/section-not-ready';
import { LoadError } from '../../section-kit/render/load-error';
import { useNestedPage } from '../../section-kit/render/nested-page';
import { WIDGET_SECTION_LABELS } from './labels';
import { SectionScopeProvider, useSectionScope } from '../../section-kit/section-scope';
import { useSectionEditorsCatalog } from '../../i18n';

/** The widgets (sites) this section is drawn inside, outermost first: a widget never contains itself. */
const EnclosingWidgets = createContext<readonly string[]>([]);

/**
 * A widget section as a visitor sees it: the chosen widget's name and its page, drawn by the same
 * section renderers, with that widget as the site of its sections (their leaderboards, store…).
 */
export function WidgetSectionRenderer({ data }: SectionRendererProps) {
  const parsed = WidgetSectionConfigSchema.safeParse(data);
  if (!parsed.success) return <SectionNotReady issues={parsed.error.issues} labels={WIDGET_SECTION_LABELS} />;
  const { widgetId } = parsed.data;
  return <EmbeddedWidget id={widgetId} />;
}

function EmbeddedWidget({ id }: { id: number }) {
  const { t } = useSectionEditorsCatalog();
  const { siteId } = useSectionScope();
  // The page renderer, given by `SectionView` (which draws this section).
  const Page = useNestedPage();
  const enclosing = useContext(EnclosingWidgets);
  const path = useMemo(() => [...enclosing, ...(siteId ? [siteId] : [])], [enclosing, siteId]);
  const loop = path.includes(String(id));
  const { data, error, isLoading, mutate } = useSiteWidget(loop ? undefined : siteId, id);

  if (!siteId) return <Alert type="info" showIcon title={t('common.noSiteRender')} />;
  if (loop) return <Alert type="warning" showIcon title={t('widget.loop')} />;
  if (error) return <LoadError title={t('widget.loadFailed')} error={error} retry={mutate} />;
  if (isLoading || !data) return <Skeleton active paragraph={{ rows: 4 }} />;
  return (
    <section aria-label={data.name} style={{ padding: '24px 0' }}>
      <Typography.Title level={3}>{data.name}</Typography.Title>
      {data.page.sections.length === 0 ? (
        <Typography.Text type="secondary">{t('widget.noSections')}</Typography.Text>
      ) : (
        <EnclosingWidgets.Provider value={path}>
          <SectionScopeProvider siteId={String(data.id)}>
            {Page ? <Page sections={data.page.sections} /> : null}
          </SectionScopeProvider>
        </EnclosingWidgets.Provider>
      )}
    </section>
  );
}
