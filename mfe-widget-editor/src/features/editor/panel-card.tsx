import type { ReactNode } from 'react';
import { Card, Flex, Typography } from 'antd';
import { useWidgetEditorCatalog } from '../../i18n';
import { useCurrentPanel } from './panel-content';

interface PanelCardProps {
  description?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of one editor panel: its heading (the panel's title in the registry, as in the menu),
 * a line on what it does, its content.
 */
export function PanelCard({ description, extra, children }: PanelCardProps) {
  const { t } = useWidgetEditorCatalog();
  const { title } = useCurrentPanel();
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          {t(title)}
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
