import { useId } from 'react';
import type { Section } from '@suite/shared/sections';
import { SectionView } from './section-renderer';

/** Below this width a page is on a phone (antd's `md` breakpoint). */
export const MOBILE_MAX_WIDTH = 767.98;

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
