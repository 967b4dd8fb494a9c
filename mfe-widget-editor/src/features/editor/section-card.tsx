import type { ReactNode } from 'react';
import { Card, Flex, Typography } from 'antd';

interface SectionCardProps {
  title: string;
  description?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
}

/** The frame of one editor section: its title (the section's heading), a line on what it does, content. */
export function SectionCard({ title, description, extra, children }: SectionCardProps) {
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          {title}
        </Typography.Title>
      }
      extra={extra}
    >
      <Flex vertical gap={16}>
        {description && <Typography.Text type="secondary">{description}</Typography.Text>}
        {children}
      </Flex>
    </Card>
  );
}
