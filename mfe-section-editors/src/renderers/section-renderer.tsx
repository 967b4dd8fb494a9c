import { Component, Suspense, type ReactNode } from 'react';
import { Alert, Skeleton } from 'antd';
import type { Section } from '@suite/shared/sections';
import { WalletScope } from '@suite/shared/react';
import { sectionCatalogEntry } from '../catalog/section-catalog';
import { useSectionEditorsCatalog } from '../i18n';

export interface SectionRendererViewProps {
  section: Section;
}

/**
 * One section as a visitor sees it, drawn by its type's renderer from the catalog. The dialog's
 * preview, the page renderer and the public embed all come here.
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
  return (
    <RendererBoundary>
      {entry.usesWallet ? <WalletScope fallback={loading}>{drawn}</WalletScope> : drawn}
    </RendererBoundary>
  );
}

interface RendererBoundaryState {
  error: Error | null;
}

function RendererFailure({ error }: { error: Error }) {
  const { t } = useSectionEditorsCatalog();
  return <Alert type="error" showIcon title={t('renderers.failed')} description={error.message} />;
}

/** A renderer that throws (or whose chunk fails to load) costs its own section only, never the page. */
class RendererBoundary extends Component<{ children: ReactNode }, RendererBoundaryState> {
  override state: RendererBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): RendererBoundaryState {
    return { error };
  }

  override render() {
    if (this.state.error) return <RendererFailure error={this.state.error} />;
    return this.props.children;
  }
}
