import { createContext, useContext, useMemo } from 'react';
import { Alert, Grid, Skeleton, Tabs, Typography } from 'antd';
import { WidgetSectionConfigSchema } from '@suite/shared/sections';
import {
  isKnownSectionType,
  pageTabPlacement,
  sectionLabel,
  sectionsForPlatform,
  type WidgetPage,
} from '@suite/shared/widget';
import { useSiteWidget } from '../../api/site-content';
import type { SectionRendererProps } from '../../section-kit/section-module';
import { SectionNotReady } from '../../section-kit/section-not-ready';
import { LoadError } from '../../section-kit/render/load-error';
import { useNestedPage } from '../../section-kit/render/nested-page';
import { WIDGET_SECTION_LABELS } from './labels';
import { SectionScopeProvider, useSectionScope } from '../../section-kit/section-scope';
import { useSectionEditorsCatalog } from '../../i18n';
import { useParseInContentLanguage } from '@suite/shared/react';

/** The widgets (sites) this section is drawn inside, outermost first: a widget never contains itself. */
const EnclosingWidgets = createContext<readonly string[]>([]);

/**
 * A widget section as a visitor sees it: the chosen widget's name and its page, drawn by the same
 * section renderers and laid out as its page is (a list, or tabs where its layout puts them), with
 * that widget as the site of its sections (their leaderboards, store…) and its Currency for their
 * prices. It speaks the page's language and wears the page's theme: it is a part of this page.
 */
export function WidgetSectionRenderer({ data }: SectionRendererProps) {
  const parsed = useParseInContentLanguage(WidgetSectionConfigSchema, data);
  if (!parsed.success) return <SectionNotReady issues={parsed.error.issues} labels={WIDGET_SECTION_LABELS} />;
  const { widgetId } = parsed.data;
  return <EmbeddedWidget id={widgetId} />;
}

function EmbeddedWidget({ id }: { id: number }) {
  const { t } = useSectionEditorsCatalog();
  const { siteId } = useSectionScope();
  const enclosing = useContext(EnclosingWidgets);
  const path = useMemo(() => [...enclosing, ...(siteId ? [siteId] : [])], [enclosing, siteId]);
  const loop = path.includes(String(id));
  const { data, error, isLoading, mutate } = useSiteWidget(loop ? undefined : siteId, id);

  if (!siteId) return <Alert type="info" showIcon title={t('common.noSiteRender')} />;
  if (loop) return <Alert type="warning" showIcon title={t('widget.loop')} />;
  if (error) {
    return <LoadError title={t('widget.loadFailed')} gone={t('widget.gone')} error={error} retry={mutate} />;
  }
  if (isLoading || !data) return <Skeleton active paragraph={{ rows: 4 }} />;
  // Shown to visitors, so as the public page is: without the sections this suite cannot draw.
  const page = {
    ...data.page,
    sections: data.page.sections.filter((section) => isKnownSectionType(section.type)),
  };
  return (
    <section aria-label={data.name} style={{ padding: '24px 0' }}>
      <Typography.Title level={3}>{data.name}</Typography.Title>
      {page.sections.length === 0 ? (
        <Typography.Text type="secondary">{t('widget.noSections')}</Typography.Text>
      ) : (
        <EnclosingWidgets.Provider value={path}>
          <SectionScopeProvider siteId={String(data.id)} currency={data.currency}>
            <WidgetPageLayout page={page} />
          </SectionScopeProvider>
        </EnclosingWidgets.Provider>
      )}
    </section>
  );
}

/**
 * The widget's page as its layout says: its sections one under another, or one tab each, placed where
 * the layout puts them on this screen (a phone below antd's `md`) and without the sections hidden on it.
 */
function WidgetPageLayout({ page }: { page: WidgetPage }) {
  // The page renderer, given by `SectionView` (which draws this section).
  const { t } = useSectionEditorsCatalog();
  const Page = useNestedPage();
  const screens = Grid.useBreakpoint();
  if (!Page) return null;
  if (page.layout.type !== 'tabs') return <Page sections={page.sections} />;
  const platform = screens.md === false ? 'mobile' : 'desktop';
  return (
    <Tabs
      tabPlacement={pageTabPlacement(page.layout, platform)}
      items={sectionsForPlatform(page.sections, platform).map((section, at) => ({
        key: String(at),
        label: sectionLabel(section, t('common.unnamedSection')),
        children: <Page sections={[section]} />,
      }))}
    />
  );
}
