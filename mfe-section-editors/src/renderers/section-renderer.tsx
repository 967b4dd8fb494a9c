import { Suspense, useId } from 'react';
import { Alert, Skeleton } from 'antd';
import type { Section } from '@suite/shared/widget';
import { WalletScope } from '@suite/shared/react';
import { sectionCatalogEntry } from '../catalog/section-catalog';
import { NestedPageProvider } from '../section-kit/render/nested-page';
import { PartBoundary } from '../section-kit/render/part-boundary';
import { useSectionEditorsCatalog } from '../i18n';

export interface SectionRendererViewProps {
  section: Section;
}

/**
 * One section as a visitor sees it, drawn by its type's renderer from the catalog. The dialog's
 * preview, the page renderer and the public embed all come here. A section that shows a page of
 * sections (a widget) draws it with `PageView`, given through `NestedPageProvider`.
 */
export function SectionView({ section }: SectionRendererViewProps) {
  const { t } = useSectionEditorsCatalog();
  const entry = sectionCatalogEntry(section.type);
  const Renderer = entry?.renderer;
  // A type of a saved page this suite cannot draw (one of the seed's unlabelled types, a plugin's):
  // skipped, saying so to the owner; the public embed leaves it out before it gets here.
  if (!entry)
    return <Alert type="warning" showIcon title={t('renderers.unknownType', { type: section.type })} />;
  if (!Renderer) {
    return <Alert type="info" showIcon title={t('renderers.notShownYet', { title: t(entry.title) })} />;
  }
  const loading = <Skeleton active paragraph={{ rows: 3 }} />;
  const drawn = (
    <Suspense fallback={loading}>
      <Renderer data={section.data} />
    </Suspense>
  );
  // A renderer that throws, or whose chunk fails to load, costs its own section only, never the page.
  return (
    <PartBoundary title={t('renderers.failed')}>
      <NestedPageProvider value={PageView}>
        {entry.usesWallet ? <WalletScope fallback={loading}>{drawn}</WalletScope> : drawn}
      </NestedPageProvider>
    </PartBoundary>
  );
}

/** Below this width a page is on a phone (antd's `md` breakpoint). */
const MOBILE_MAX_WIDTH = 767.98;

export interface PageRendererViewProps {
  sections: Section[];
}

/**
 * A page's sections in order. Sections hidden on phones or desktops are hidden by CSS media queries
 * in a `<style>` scoped to this page's own class, so the first paint is already right (no shift
 * after load) and no rule reaches outside the page.
 */
export function PageView({ sections }: PageRendererViewProps) {
  const scope = `suite-page-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const css = [
    `@media (max-width: ${MOBILE_MAX_WIDTH}px) { .${scope} > [data-hide-mobile] { display: none; } }`,
    `@media (min-width: ${MOBILE_MAX_WIDTH + 0.02}px) { .${scope} > [data-hide-desktop] { display: none; } }`,
  ].join('\n');
  return (
    <div className={scope}>
      <style>{css}</style>
      {sections.map((section, index) => (
        <div
          // Sections have no id of their own; a page's order is its identity.
          key={index}
          data-section-type={section.type}
          data-hide-mobile={section.hideMobile ? '' : undefined}
          data-hide-desktop={section.hideDesktop ? '' : undefined}
        >
          <SectionView section={section} />
        </div>
      ))}
    </div>
  );
}
