import type { ReactNode } from 'react';
import { Breadcrumb, Flex, Typography } from 'antd';
import { useDocumentTitle } from './suite-document';

export type Crumb = {
  key: string;
  /** Text, or a router link the module renders itself (shared has no router). */
  title: ReactNode;
};

export interface PageFrameProps {
  title: ReactNode;
  breadcrumbs?: Crumb[];
  /** Actions beside the title. */
  extra?: ReactNode;
  children?: ReactNode;
}

/**
 * The header every screen of the suite starts with: breadcrumbs, then the page title (the one h1),
 * which also titles the document in the suite's own pages.
 */
export function PageFrame({ breadcrumbs, ...props }: PageFrameProps) {
  return (
    <PageHeading
      {...props}
      above={breadcrumbs && breadcrumbs.length > 0 ? <Breadcrumb items={breadcrumbs} /> : undefined}
    />
  );
}

/**
 * `PageFrame` without antd's Breadcrumb, whose menus a page without breadcrumbs would load for
 * nothing (the buyer's pay page): the page title (the one h1), `above` it what the page puts there.
 */
export function PageHeading({
  title,
  extra,
  above,
  children,
}: Omit<PageFrameProps, 'breadcrumbs'> & { above?: ReactNode }) {
  useDocumentTitle(typeof title === 'string' ? title : undefined);
  return (
    <Flex vertical gap={16} style={{ padding: 24 }}>
      <Flex vertical gap={4}>
        {above}
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
            {title}
          </Typography.Title>
          {extra}
        </Flex>
      </Flex>
      {children}
    </Flex>
  );
}
