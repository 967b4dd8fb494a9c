import type { PageRendererProps } from '@suite/shared';
import { SuiteProviders } from '@suite/shared/react';
import { PageView } from '../renderers/page-renderer';

/** `mfe_section_editors/PageRenderer`: a page's sections, hidden per device by CSS. */
export function PageRenderer({ apiBaseUrl, sections }: PageRendererProps) {
  return (
    <SuiteProviders apiBaseUrl={apiBaseUrl}>
      <PageView sections={sections} />
    </SuiteProviders>
  );
}

export default PageRenderer;
