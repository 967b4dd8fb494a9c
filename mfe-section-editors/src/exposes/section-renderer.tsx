import type { SectionRendererProps } from '@suite/shared';
import { SectionView } from '../renderers/section-renderer';
import { RendererProviders } from './renderer-providers';

/** `mfe_section_editors/SectionRenderer`: one section as a visitor sees it. */
function SectionRenderer({ section, ...context }: SectionRendererProps) {
  return (
    <RendererProviders {...context}>
      <SectionView section={section} />
    </RendererProviders>
  );
}

export default SectionRenderer;
