import type { ReactNode } from 'react';
import { Skeleton } from 'antd';
import { ErrorAlert, SignedInPage, SignInPrompt } from '@suite/shared/react';
import { useWidgetEditorCatalog } from '../i18n';

interface SignedInProps {
  children: ReactNode;
  /** Frames what shows instead of the children (a page frame around the prompt). */
  frame?: (content: ReactNode) => ReactNode;
}

/**
 * Its children only for a signed-in user; otherwise a prompt whose Login starts the header's. Once
 * shown, they stay with their unsaved changes when the session is lost or cannot be checked
 * (`SignedInPage`).
 */
export function SignedIn({ children, frame = (content) => content }: SignedInProps) {
  // signedIn.noWallet is seed 001 §2's text, word for word in English.
  const { t } = useWidgetEditorCatalog();
  return (
    <SignedInPage
      firstCheck={(check) =>
        frame(
          check.status === 'failed' ? (
            <ErrorAlert error={check.error} title={t('signedIn.sessionFailed')} onRetry={check.retry} />
          ) : check.status === 'loading' ? (
            <Skeleton active />
          ) : (
            <SignInPrompt title={t('signedIn.noWallet')} />
          ),
        )
      }
    >
      {() => children}
    </SignedInPage>
  );
}
