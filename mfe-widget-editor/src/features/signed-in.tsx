import type { ReactNode } from 'react';
import { firstCheckScreen, SignedInPage, SignInPrompt } from '@suite/shared/react';
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
          firstCheckScreen(
            t('signedIn.sessionFailed'),
            <SignInPrompt title={t('signedIn.noWallet')} />,
          )(check),
        )
      }
    >
      {() => children}
    </SignedInPage>
  );
}
