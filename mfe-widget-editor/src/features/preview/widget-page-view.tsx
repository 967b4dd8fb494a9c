import type { ReactNode } from 'react';
import { Empty, Tabs } from 'antd';
import type { PreviewPlatform } from '@suite/shared';
import {
  isKnownSectionType,
  pageTabPlacement,
  sectionLabel,
  sectionsForPlatform,
  type Section,
  type WidgetPage,
} from '@suite/shared/widget';
import { ContentLanguage, visitorLanguage } from '@suite/shared/react';
import { WidgetRemote } from '../../federation/remote-loader-context';
import { useWidgetEditorCatalog } from '../../i18n';

export interface WidgetPageViewProps {
  page: WidgetPage;
  siteId: string;
  platform: PreviewPlatform;
  /** Only the section at this place on the page. */
  index?: number;
  /**
   * A visitor's view (the public embed): sections of a type this suite cannot draw are left out.
   * The owner's previews show a notice in their place instead.
   */
  visitor?: boolean;
  /** The widget's Currency (General): the renderers show prices in it where its rate is known. */
  currency?: string;
  /** The widget's Language (General): the renderers speak it, else the browser's, as to a visitor. */
  locale?: string;
}

/** The sections shown on one platform, with their hide flags applied here rather than by screen width. */
function visibleSections(
  page: WidgetPage,
  platform: PreviewPlatform,
  index: number | undefined,
  visitor: boolean,
): Section[] {
  const chosen = index === undefined ? page.sections : page.sections.slice(index, index + 1);
  const drawable = visitor ? chosen.filter((section) => isKnownSectionType(section.type)) : chosen;
  return sectionsForPlatform(drawable, platform).map(
    ({ hideMobile: _m, hideDesktop: _d, ...section }) => section,
  );
}

/**
 * A widget page as visitors of one platform see it, drawn by mfe_section_editors' renderers: a list
 * of sections (the page renderer), or tabs — one per section — placed as the page layout says.
 */
export function WidgetPageView({
  page,
  siteId,
  platform,
  index,
  visitor = false,
  currency,
  locale,
}: WidgetPageViewProps) {
  const { t } = useWidgetEditorCatalog();
  const language = visitorLanguage(locale);
  const sections = visibleSections(page, platform, index, visitor);
  if (sections.length === 0) {
    return <Empty description={t('preview.noSections')} />;
  }
  if (page.layout.type === 'tabs' && index === undefined) {
    return (
      // The tabs' names are the site's, so a tab without one is named in the visitor's language.
      <ContentLanguage language={language}>
        <PageTabs sections={sections} placement={pageTabPlacement(page.layout, platform)}>
          {(section) => (
            <WidgetRemote
              id="mfe_section_editors/SectionRenderer"
              props={{ section, siteId, currency, locale: language }}
            />
          )}
        </PageTabs>
      </ContentLanguage>
    );
  }
  return (
    <WidgetRemote
      id="mfe_section_editors/PageRenderer"
      props={{ sections, siteId, currency, locale: language }}
    />
  );
}

/** One tab per section, named as the section is (Unnamed Section in the language around). */
function PageTabs({
  sections,
  placement,
  children,
}: {
  sections: readonly Section[];
  placement: ReturnType<typeof pageTabPlacement>;
  children: (section: Section) => ReactNode;
}) {
  const { t } = useWidgetEditorCatalog();
  const unnamed = t('pageSections.unnamed');
  return (
    <Tabs
      tabPlacement={placement}
      items={sections.map((section, at) => ({
        key: String(at),
        label: sectionLabel(section, unnamed),
        children: children(section),
      }))}
    />
  );
}
