import {
  Component,
  createContext,
  lazy,
  Suspense,
  useContext,
  useMemo,
  useState,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { Button, Flex, Skeleton, Spin, Tooltip, Typography } from 'antd';
import type { RemoteModuleId, RemoteModuleProps } from '../mount-props';
import { REMOTE_TITLES, type RemoteName } from '@suite/shared';
import { useSharedCatalog } from './i18n/shared-catalog';
import { Result } from './result';
import { useDocumentTitle } from './suite-document';
import { remoteOf, type RemoteModuleLoader } from './remote-loader';

export type RemoteModuleVariant = 'page' | 'inline';

export interface RemoteModuleComponentProps<Id extends RemoteModuleId> {
  id: Id;
  props: RemoteModuleProps<Id>;
  loader: RemoteModuleLoader;
  /** `page` fills the content area; `inline` fits a header or toolbar. */
  variant?: RemoteModuleVariant;
}

/** "Commerce (mfe_commerce) could not be loaded": in English, for the console; the page shows it translated. */
export function remoteFailureTitle(remote: RemoteName): string {
  return `${REMOTE_TITLES[remote]} (${remote}) could not be loaded`;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

interface BoundaryProps {
  remote: RemoteName;
  variant: RemoteModuleVariant;
  /** The remote is the page (no remote around it): its loading and failure title the document. */
  titled: boolean;
  onRetry: () => void;
  children: ReactNode;
}

/** Whether a remote module is drawn inside another one (a section's preview inside the editor). */
const InsideRemote = createContext(false);

class RemoteErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`${remoteFailureTitle(this.props.remote)}:`, error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { remote, variant, titled, onRetry } = this.props;
    return (
      <RemoteFailure remote={remote} variant={variant} titled={titled} onRetry={onRetry} error={error} />
    );
  }
}

/** What stands in for a remote that failed: its name, its error, Retry; in the page's language. */
function RemoteFailure({
  remote,
  variant,
  titled,
  onRetry,
  error,
}: Omit<BoundaryProps, 'children'> & { error: unknown }) {
  const { t } = useSharedCatalog();
  const title = t('remote.failed', { title: t(`remote.titles.${remote}`), remote });
  // A remote that is the page titles it after its failure, not after the page shown before.
  useDocumentTitle(titled ? title : null);
  const retry = (
    <Button
      type={variant === 'page' ? 'primary' : 'default'}
      size={variant === 'page' ? 'middle' : 'small'}
      onClick={onRetry}
    >
      {t('remote.retry')}
    </Button>
  );
  if (variant === 'inline') {
    return (
      <Flex role="alert" align="center" gap={8}>
        <Tooltip title={errorText(error)}>
          <Typography.Text type="danger" ellipsis style={{ maxWidth: 280 }}>
            {title}
          </Typography.Text>
        </Tooltip>
        {retry}
      </Flex>
    );
  }
  return (
    <Result
      status="error"
      title={title}
      subTitle={
        <Typography.Paragraph
          type="secondary"
          ellipsis={{ rows: 3, expandable: true, symbol: t('remote.showError') }}
        >
          {errorText(error)}
        </Typography.Paragraph>
      }
      extra={retry}
      role="alert"
    />
  );
}

function RemoteLoading({
  remote,
  variant,
  titled,
}: {
  remote: RemoteName;
  variant: RemoteModuleVariant;
  titled: boolean;
}) {
  const { t } = useSharedCatalog();
  const label = t('remote.loading', { title: t(`remote.titles.${remote}`) });
  // Until the remote titles its screen: not the title of the page shown before.
  useDocumentTitle(titled ? label : null);
  return variant === 'page' ? (
    <Skeleton active style={{ padding: 24 }} aria-label={label} />
  ) : (
    <Spin size="small" aria-label={label} />
  );
}

/**
 * An exposed module of a remote, loaded at run time. A remote that fails to load (or to render)
 * shows a fallback naming it, with its error and a Retry that fetches it again; the page around
 * it keeps working.
 */
export function RemoteModule<Id extends RemoteModuleId>({
  id,
  props,
  loader,
  variant = 'page',
}: RemoteModuleComponentProps<Id>) {
  const [attempt, setAttempt] = useState(0);
  const remote = remoteOf(id);
  // A new lazy component per attempt: React caches a rejected lazy component forever.
  const Module = useMemo(() => lazy(() => loader.load(id)), [loader, id, attempt]); // eslint-disable-line react-hooks/exhaustive-deps
  const retry = () => {
    loader.reset(remote);
    setAttempt((previous) => previous + 1);
  };
  // Only the page's own remote speaks for the page; one inside it leaves the title to the page.
  const inside = useContext(InsideRemote);
  const titled = variant === 'page' && !inside;
  return (
    <InsideRemote.Provider value>
      <RemoteErrorBoundary key={attempt} remote={remote} variant={variant} titled={titled} onRetry={retry}>
        <Suspense fallback={<RemoteLoading remote={remote} variant={variant} titled={titled} />}>
          <Module {...props} />
        </Suspense>
      </RemoteErrorBoundary>
    </InsideRemote.Provider>
  );
}
