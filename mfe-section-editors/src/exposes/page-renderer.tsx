import type { PageRendererProps } from '@suite/shared';
import { PageView } from '../renderers/section-renderer';
import { RendererProviders } from './renderer-providers';

/** `mfe_section_editors/PageRenderer`: a page's sections, hidden per device by CSS. */
function PageRenderer({ sections, ...context }: PageRendererProps) {
  return (
    <RendererProviders {...context}>
      <PageView sections={sections} />
    </RendererProviders>
  );
}

export default PageRenderer;
