import { Component, Suspense, type ReactNode } from 'react';
import { Alert, Skeleton } from 'antd';
import { unknownSectionNotice, type Section } from '@suite/shared';
import { WalletScope } from '@suite/shared/react';
import { sectionCatalogEntry } from '../catalog/section-catalog';

export interface SectionRendererViewProps {
  section: Section;
}

/**
 * One section as a visitor sees it, drawn by its type's renderer from the catalog. The dialog's
 * preview, the page renderer and the public embed all come here.
 */
export function SectionView({ section }: SectionRendererViewProps) {
  const entry = sectionCatalogEntry(section.type);
  const Renderer = entry?.renderer;
  // A type of a saved page this suite cannot draw (one of the seed's unlabelled types, a plugin's):
  // skipped, saying so to the owner; the public embed leaves it out before it gets here.
  if (!entry) return <Alert type="warning" showIcon title={unknownSectionNotice(section.type)} />;
  if (!Renderer) {
    return <Alert type="info" showIcon title={`${entry.title} sections cannot be shown here yet`} />;
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

/** A renderer that throws (or whose chunk fails to load) costs its own section only, never the page. */
class RendererBoundary extends Component<{ children: ReactNode }, RendererBoundaryState> {
  override state: RendererBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): RendererBoundaryState {
    return { error };
  }

  override render() {
    if (this.state.error) {
      return (
        <Alert
          type="error"
          showIcon
          title="This section could not be shown"
          description={this.state.error.message}
        />
      );
    }
    return this.props.children;
  }
}
