import type { ReactNode } from 'react';
import { Alert, Skeleton } from 'antd';
import { apiErrorMessage } from '@suite/shared/client';
import { PageFrame, useSession, type Crumb } from '@suite/shared/react';
import { AppLink } from './app-link';
import { useCommerceBasePath } from './commerce-base-path';
import { joinPath } from './commerce-paths';

/** Seed 001 §2, word for word. */
export const NO_WALLET_TEXT = 'No Wallet connected - Connect wallet to see apps associated with your account';

export interface CommerceCrumb {
  title: string;
  /** Below the base path; absent for the current page. */
  to?: string;
}

interface CommerceFrameProps {
  title: string;
  /** After "Commerce": e.g. `[{ title: 'Orders', to: 'orders' }, { title: 'Order 42' }]`. */
  crumbs: CommerceCrumb[];
  children?: ReactNode;
}

/**
 * The frame of every back-office screen: breadcrumbs from Commerce, the title, and the content only
 * for a signed-in owner (store features need a connected wallet account).
 */
export function CommerceFrame({ title, crumbs, children }: CommerceFrameProps) {
  const basePath = useCommerceBasePath();
  const { account, error, isLoading } = useSession();
  const breadcrumbs: Crumb[] = [
    { key: 'commerce', title: <AppLink to={joinPath(basePath, '')}>Commerce</AppLink> },
    ...crumbs.map(({ title: text, to }) => ({
      key: text,
      title: to === undefined ? text : <AppLink to={joinPath(basePath, to)}>{text}</AppLink>,
    })),
  ];
  let content: ReactNode = children;
  if (error) {
    content = (
      <Alert
        type="error"
        showIcon
        title="Your session could not be checked"
        description={apiErrorMessage(error)}
      />
    );
  } else if (isLoading || account === undefined) content = <Skeleton active />;
  else if (account === null) content = <Alert type="info" showIcon title={NO_WALLET_TEXT} />;
  return (
    <PageFrame title={title} breadcrumbs={breadcrumbs}>
      {content}
    </PageFrame>
  );
}
