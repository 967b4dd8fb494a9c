import type { SectionRendererProps } from '@suite/shared';
import { SuiteProviders } from '@suite/shared/react';
import { SectionView } from '../renderers/section-renderer';

/** `mfe_section_editors/SectionRenderer`: one section as a visitor sees it. */
export function SectionRenderer({ apiBaseUrl, section }: SectionRendererProps) {
  return (
    <SuiteProviders apiBaseUrl={apiBaseUrl}>
      <SectionView section={section} />
    </SuiteProviders>
  );
}

export default SectionRenderer;
