import type { ReactNode } from 'react';
import { Flex, Layout, theme } from 'antd';
import { SuiteDocument } from './suite-document';
import { ColorSchemeSwitch } from './color-scheme-switch';
import { LanguageSwitch } from './language-switch';
import { SkipLink } from './skip-link';

export interface StandaloneLayoutProps {
  /** The remote's name as its team demos it ("Commerce"). */
  title: string;
  /** The right side of the header: the account area. */
  account?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of a page the suite owns: its document (title, scheme, language), the skip link, and a
 * full-height layout whose header is a row; the admin's and each standalone app's layouts use it.
 */
export function SuitePageFrame({
  product,
  header,
  sticky = false,
  children,
}: {
  product: string;
  header: ReactNode;
  /** The header stays at the top while the page scrolls. */
  sticky?: boolean;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <SuiteDocument product={product}>
      <SkipLink target="main" />
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Header
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 12,
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
            ...(sticky ? { position: 'sticky', top: 0, zIndex: 10 } : {}),
          }}
        >
          {header}
        </Layout.Header>
        {children}
      </Layout>
    </SuiteDocument>
  );
}

/** The small page a remote shows when it runs on its own port: a header, then its routes. */
export function StandaloneLayout({ title, account, children }: StandaloneLayoutProps) {
  return (
    <SuitePageFrame
      product={title}
      header={
        <>
          <span style={{ fontWeight: 600, fontSize: 18, whiteSpace: 'nowrap' }}>{title}</span>
          <Flex align="center" gap={4} style={{ marginInlineStart: 'auto', minWidth: 0 }}>
            <LanguageSwitch />
            <ColorSchemeSwitch />
            {account}
          </Flex>
        </>
      }
    >
      <Layout.Content id="main" tabIndex={-1} style={{ outline: 'none' }}>
        {children}
      </Layout.Content>
    </SuitePageFrame>
  );
}
