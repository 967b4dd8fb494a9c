import type { ReactNode } from 'react';
import { Alert, Skeleton } from 'antd';
import { apiErrorMessage } from '@suite/shared/client';
import { useSession } from '@suite/shared/react';

/** Seed 001 §2, word for word: what a screen of the owner's apps says without a signed-in wallet. */
export const NO_WALLET_TEXT = 'No Wallet connected - Connect wallet to see apps associated with your account';

interface SignedInProps {
  children: ReactNode;
  /** Frames what shows instead of the children (a page frame around the prompt). */
  frame?: (content: ReactNode) => ReactNode;
}

/** Its children only for a signed-in user; a prompt to connect otherwise (the header's Login signs in). */
export function SignedIn({ children, frame = (content) => content }: SignedInProps) {
  const { account, error, isLoading } = useSession();
  if (error) {
    return frame(
      <Alert
        type="error"
        showIcon
        title="Your session could not be checked"
        description={apiErrorMessage(error)}
      />,
    );
  }
  if (isLoading || account === undefined) return frame(<Skeleton active />);
  if (account === null) return frame(<Alert type="info" showIcon title={NO_WALLET_TEXT} />);
  return <>{children}</>;
}
