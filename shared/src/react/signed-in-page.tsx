import { Skeleton } from 'antd';
import { useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { AuthenticatedAccount } from '../schemas/user';
import { ErrorAlert } from './error-alert';
import { useSharedCatalog } from './i18n/shared-catalog';
import { keepUserReads, KeptReadsContext, type KeptReads } from './kept-reads';
import { onLoggedOutHere, useSession } from './session';
import { SignInPrompt } from './sign-in-request';

/** Where the first session check of a page stands, before any account is known. */
export type FirstSessionCheck =
  { status: 'loading' } | { status: 'failed'; error: unknown; retry: () => void } | { status: 'signed-out' };

export interface SignedInPageProps {
  /** The page of the signed-in account (the last one known while the session is away). */
  children: (account: AuthenticatedAccount) => ReactNode;
  /** What shows instead of the page until an account is known: checking, the check failed, signed out. */
  firstCheck: (check: FirstSessionCheck) => ReactNode;
}

const KEPT_PAGE_READS = { use: [keepUserReads] };

/**
 * The `firstCheck` of an app's signed-in pages: a skeleton while the session is checked, the failed
 * check titled `failedTitle` with Retry, and `signedOut` (the app's prompt to log in) signed out.
 */
export function firstCheckScreen(failedTitle: string, signedOut: ReactNode): SignedInPageProps['firstCheck'] {
  return (check) =>
    check.status === 'failed' ? (
      <ErrorAlert error={check.error} title={failedTitle} onRetry={check.retry} />
    ) : check.status === 'loading' ? (
      <Skeleton active />
    ) : (
      signedOut
    );
}

/**
 * A page for the signed-in user. Until an account is known, `firstCheck` shows instead of it. Once
 * shown, the page stays mounted with its unsaved state whatever the session does next (it is checked
 * again on window focus, and ends with a logout in another tab or a 401): a failed check shows
 * a warning with Retry above it, and a sign-out a notice with Login, so that signing in again as the
 * same user (with any of their wallets) lets them save. Another user signing in remounts the page:
 * nothing of the previous user's stays on it. A logout the user asks for here (`logOutHere`, after
 * 'Leave without saving' when there are unsaved changes) leaves the page as on a first visit.
 */
export function SignedInPage({ children, firstCheck }: SignedInPageProps) {
  const { account, error, isLoading, revalidate } = useSession();
  const [shown, setShown] = useState<AuthenticatedAccount | null>(null);
  // Logged out here on purpose (`logOutHere`): the page goes with the session, as the user asked.
  const [leaving, setLeaving] = useState(false);
  useEffect(
    () =>
      onLoggedOutHere(() => {
        setLeaving(true);
        setShown(null);
      }),
    [],
  );
  if (leaving && account === null) setLeaving(false);
  // The last account known: swr keeps it through a failed check, not through a sign-out (null).
  if (account && !leaving && account !== shown) setShown(account);
  const page = leaving ? null : (account ?? shown);
  const retry = () => void revalidate();
  if (!page) {
    if (error) return firstCheck({ status: 'failed', error, retry });
    if (isLoading || account === undefined) return firstCheck({ status: 'loading' });
    return firstCheck({ status: 'signed-out' });
  }
  return (
    <KeptPage key={page.user.id} account={page} signedOut={account === null} error={error} retry={retry}>
      {children(page)}
    </KeptPage>
  );
}

interface KeptPageProps {
  account: AuthenticatedAccount;
  signedOut: boolean;
  error: unknown;
  retry: () => void;
  children: ReactNode;
}

function KeptPage({ account, signedOut, error, retry, children }: KeptPageProps) {
  const { t } = useSharedCatalog();
  // Inside another signed-in page (the back office in the widget editor's tab): that page says it.
  const outer = useContext(KeptReadsContext) !== null;
  const { addresses } = account.user;
  // The page's reads wait while signed out and get new keys with another wallet: they keep their
  // answers meanwhile, so that nothing in the page falls back to loading and drops what was typed.
  const reads = useMemo<KeptReads>(() => {
    const asked = new Set<string>();
    return {
      signedOut,
      address: account.address,
      addresses: addresses.map((address) => address.toLowerCase()),
      askAgain: (key) => {
        if (asked.has(key)) return false;
        asked.add(key);
        return true;
      },
    };
  }, [signedOut, account.address, addresses]);
  return (
    <>
      {outer ? null : error ? (
        <div style={{ marginBottom: 16 }}>
          <ErrorAlert type="warning" error={error} title={t('sessionKept.checkFailed')} onRetry={retry} />
        </div>
      ) : signedOut ? (
        <div style={{ marginBottom: 16 }}>
          <SignInPrompt type="warning" title={t('sessionKept.signedOut')} />
        </div>
      ) : null}
      <KeptReadsContext.Provider value={reads}>
        <SWRConfig value={KEPT_PAGE_READS}>{children}</SWRConfig>
      </KeptReadsContext.Provider>
    </>
  );
}
