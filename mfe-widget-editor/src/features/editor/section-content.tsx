import { lazy, Suspense, useReducer, type ComponentType, type LazyExoticComponent } from 'react';
import { Skeleton } from 'antd';
import { LoadBoundary, WalletScope } from '@suite/shared/react';
import { useWidgetEditorCatalog } from '../../i18n';
import type { EditorSectionId } from './editor-menu';

type Loader = () => Promise<ComponentType>;

/** A module's named component, as `lazy` wants it. */
function named<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name): Loader {
  return () => load().then((module) => module[name]);
}

/**
 * Each of the editor's own sections, loaded when it is opened: the editor's first load carries only
 * the one it shows (ADR 0015).
 */
const SECTIONS: Record<EditorSectionId, Loader> = {
  general: named(() => import('../general/general-section'), 'GeneralSection'),
  history: named(() => import('../history/history-section'), 'HistorySection'),
  'powered.by': named(() => import('../premium/powered-by-section'), 'PoweredBySection'),
  apiKey: named(() => import('../api-key/api-key-section'), 'ApiKeySection'),
  theme: named(() => import('../theme/theme-section'), 'ThemeSection'),
  components: named(() => import('../page-sections/components-section'), 'ComponentsSection'),
  'marketplace-fees': named(() => import('../fees/marketplace-fees-section'), 'MarketplaceFeesSection'),
  'swap-fees': named(() => import('../fees/swap-fee-section'), 'SwapFeeSection'),
  'data.collections': named(() => import('../data/collections-section'), 'CollectionsSection'),
  'data.tokens': named(() => import('../data/tokens-section'), 'TokensSection'),
  'data.networks': named(() => import('../data/networks-section'), 'NetworksSection'),
  'data.rankings': named(() => import('../rankings/rankings-section'), 'RankingsSection'),
  'create.contracts': named(() => import('../contracts/create-contracts-section'), 'CreateContractsSection'),
  'manage.contracts': named(() => import('../contracts/manage-contracts-section'), 'ManageContractsSection'),
  'contract.forms': named(() => import('../contracts/contract-forms-section'), 'ContractFormsSection'),
};

/** The sections that read the chain or send transactions: the wallet's providers load with them. */
const WALLET_SECTIONS: ReadonlySet<EditorSectionId> = new Set([
  'data.tokens',
  'create.contracts',
  'manage.contracts',
]);

const LOADING = <Skeleton active paragraph={{ rows: 6 }} />;

/** One lazy component per section for the page's life; a failed load is dropped so Retry loads it again. */
const lazySections = new Map<EditorSectionId, LazyExoticComponent<ComponentType>>();

function lazySection(id: EditorSectionId): LazyExoticComponent<ComponentType> {
  const known = lazySections.get(id);
  if (known) return known;
  const load = SECTIONS[id];
  const Section = lazy(() => load().then((Loaded) => ({ default: Loaded })));
  lazySections.set(id, Section);
  return Section;
}

/** The screen of one of the editor's own sections; a section that failed to load says so, with Retry. */
export function SectionContent({ id }: { id: EditorSectionId }) {
  const { t } = useWidgetEditorCatalog();
  const [, retried] = useReducer((attempts: number) => attempts + 1, 0);
  const Section = lazySection(id);
  const section = (
    <LoadBoundary
      key={id}
      title={t('editor.sectionFailed')}
      onRetry={() => {
        lazySections.delete(id);
        retried();
      }}
    >
      <Suspense fallback={LOADING}>
        <Section />
      </Suspense>
    </LoadBoundary>
  );
  return WALLET_SECTIONS.has(id) ? <WalletScope fallback={LOADING}>{section}</WalletScope> : section;
}
