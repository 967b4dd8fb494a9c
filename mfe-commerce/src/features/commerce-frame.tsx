import type { ReactNode } from 'react';
import { commercePaths, type CommerceSection } from '@suite/shared';
import {
  AppLink,
  firstCheckScreen,
  PageFrame,
  SignedInPage,
  SignInPrompt,
  type Crumb,
} from '@suite/shared/react';
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
 * for a signed-in owner (store features need a connected wallet account). Once shown, the content
 * stays with what was typed in it when the session ends elsewhere or cannot be checked, with Login or
 * Retry above it (`SignedInPage`, ADR 0039): a form half filled is not swapped for the prompt.
 */
export function CommerceFrame({ title, crumbs, children }: CommerceFrameProps) {
  const basePath = useCommerceBasePath();
  const { t } = useCommerceCatalog();
  const breadcrumbs: Crumb[] = [
    { key: 'commerce', title: <AppLink to={commercePaths.home(basePath)}>{t('app.title')}</AppLink> },
    ...crumbs.map(({ title: text, to }) => ({
      key: text,
      title: to === undefined ? text : <AppLink to={commercePaths.section(basePath, to)}>{text}</AppLink>,
    })),
  ];
  return (
    <PageFrame title={title} breadcrumbs={breadcrumbs}>
      <SignedInPage
        // Seed 001 §2's words (`frame.noWallet`).
        firstCheck={firstCheckScreen(t('frame.sessionFailed'), <SignInPrompt title={t('frame.noWallet')} />)}
      >
        {() => children}
      </SignedInPage>
    </PageFrame>
  );
}
