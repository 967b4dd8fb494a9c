import { createContext, Suspense, useContext, useReducer } from 'react';
import { Skeleton } from 'antd';
import { LoadBoundary, WalletScope } from '@suite/shared/react';
import { useWidgetEditorCatalog } from '../../i18n';
import type { EditorPanel } from './editor-panel';

const LOADING = <Skeleton active paragraph={{ rows: 6 }} />;

const CurrentPanelContext = createContext<EditorPanel | null>(null);

/** The panel on screen (its card's heading is its title). */
export function useCurrentPanel(): EditorPanel {
  const panel = useContext(CurrentPanelContext);
  if (!panel) throw new Error('useCurrentPanel needs the PanelContent of the editor');
  return panel;
}

/**
 * The screen of one of the editor's panels, loaded when it is opened (ADR 0015); a panel that failed
 * to load says so, with Retry. A panel that uses the wallet gets the wallet's providers.
 */
export function PanelContent({ panel }: { panel: EditorPanel }) {
  const { t } = useWidgetEditorCatalog();
  const [, retried] = useReducer((attempts: number) => attempts + 1, 0);
  const Panel = panel.component.lazy();
  const content = (
    <CurrentPanelContext.Provider value={panel}>
      <LoadBoundary
        key={panel.id}
        title={t('editor.panelFailed')}
        onRetry={() => {
          panel.component.retry();
          retried();
        }}
      >
        <Suspense fallback={LOADING}>
          <Panel />
        </Suspense>
      </LoadBoundary>
    </CurrentPanelContext.Provider>
  );
  return panel.wallet ? <WalletScope fallback={LOADING}>{content}</WalletScope> : content;
}
