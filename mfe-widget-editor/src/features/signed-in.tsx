import type { ReactNode } from 'react';
import { Skeleton } from 'antd';
import { ErrorAlert, SignInPrompt, useSession } from '@suite/shared/react';
import { useWidgetEditorCatalog } from '../i18n';

interface SignedInProps {
  children: ReactNode;
  /** Frames what shows instead of the children (a page frame around the prompt). */
  frame?: (content: ReactNode) => ReactNode;
}

/** Its children only for a signed-in user; otherwise a prompt whose Login starts the header's. */
export function SignedIn({ children, frame = (content) => content }: SignedInProps) {
  const { account, error, isLoading, revalidate } = useSession();
  // signedIn.noWallet is seed 001 §2's text, word for word in English.
  const { t } = useWidgetEditorCatalog();
  if (error) {
    return frame(
      <ErrorAlert error={error} title={t('signedIn.sessionFailed')} onRetry={() => void revalidate()} />,
    );
  }
  if (isLoading || account === undefined) return frame(<Skeleton active />);
  if (account === null) return frame(<SignInPrompt title={t('signedIn.noWallet')} />);
  return <>{children}</>;
}
