import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import { Flex, Typography } from 'antd';
import type AntdResult from 'antd/es/result';

export type ResultProps = ComponentProps<typeof AntdResult>;

/**
 * antd's Result without it in the first load: what a page shows only when something failed or was
 * not found (its illustrations weigh about 10 KiB, ADR 0013). When its chunk cannot be loaded
 * either — offline is often why the page failed — the same title, text and actions are drawn plainly.
 */
function PlainResult({ title, subTitle, extra, icon, role, className, style, children }: ResultProps) {
  return (
    <Flex
      vertical
      align="center"
      gap={16}
      role={role}
      className={className}
      style={{ padding: 48, ...style }}
    >
      {icon}
      {title && (
        <Typography.Title level={3} style={{ margin: 0, textAlign: 'center' }}>
          {title}
        </Typography.Title>
      )}
      {subTitle && <Typography.Text type="secondary">{subTitle}</Typography.Text>}
      {extra && (
        <Flex gap={8} wrap justify="center">
          {extra}
        </Flex>
      )}
      {children}
    </Flex>
  );
}

const LoadedResult = lazy<ComponentType<ResultProps>>(() =>
  import('antd/es/result').catch(() => ({ default: PlainResult })),
);

/** antd's Result, loaded when first shown; the same props. */
export function Result(props: ResultProps) {
  return (
    <Suspense fallback={null}>
      <LoadedResult {...props} />
    </Suspense>
  );
}
