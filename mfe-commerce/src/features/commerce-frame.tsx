import type { ReactNode } from 'react';
import { Skeleton } from 'antd';
import { commercePaths, type CommerceSection } from '@suite/shared';
import { AppLink, ErrorAlert, PageFrame, SignInPrompt, useSession, type Crumb } from '@suite/shared/react';
import { useCommerceCatalog } from '../i18n';
import { useCommerceBasePath } from './commerce-base-path';

interface CommerceCrumb {
  title: string;
  /** The section it leads to; absent for the current page. */
  to?: CommerceSection;
}

interface CommerceFrameProps {
  title: string;
  /** After "Commerce", in the page's language: e.g. Orders (`to: 'orders'`), then Order 42. */
  crumbs: CommerceCrumb[];
  children?: ReactNode;
}

/**
 * The frame of every back-office screen: breadcrumbs from Commerce, the title, and the content only
 * for a signed-in owner (store features need a connected wallet account).
 */
export function CommerceFrame({ title, crumbs, children }: CommerceFrameProps) {
  const basePath = useCommerceBasePath();
  const { account, error, isLoading, revalidate } = useSession();
  const { t } = useCommerceCatalog();
  const breadcrumbs: Crumb[] = [
    { key: 'commerce', title: <AppLink to={commercePaths.home(basePath)}>{t('app.title')}</AppLink> },
    ...crumbs.map(({ title: text, to }) => ({
      key: text,
      title: to === undefined ? text : <AppLink to={commercePaths.section(basePath, to)}>{text}</AppLink>,
    })),
  ];
  let content: ReactNode = children;
  if (error) {
    content = <ErrorAlert error={error} title={t('frame.sessionFailed')} onRetry={() => void revalidate()} />;
  } else if (isLoading || account === undefined) content = <Skeleton active />;
  // Seed 001 §2's words (`frame.noWallet`).
  else if (account === null) content = <SignInPrompt title={t('frame.noWallet')} />;
  return (
    <PageFrame title={title} breadcrumbs={breadcrumbs}>
      {content}
    </PageFrame>
  );
}
