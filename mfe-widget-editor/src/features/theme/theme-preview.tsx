import { Alert, Button, Card, ConfigProvider, Flex, Input, Space, Tag, Typography } from 'antd';
import type { ThemeMode } from '@suite/shared';
import { widgetThemeConfig, type WidgetTheme } from './widget-theme';

/**
 * A few components drawn in the widget's theme, so a change of colour shows at once. Its colours are
 * the owner's (`data-widget-theme`: the admin's contrast audit leaves them to the owner).
 */
export function ThemePreview({ value, mode }: { value: WidgetTheme; mode: ThemeMode }) {
  return (
    <ConfigProvider theme={widgetThemeConfig(value, mode)}>
      <Card size="small" aria-label={`Theme preview (${mode})`} role="region" data-widget-theme="">
        <Flex vertical gap={12}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            Your widget
          </Typography.Title>
          <Typography.Text>
            Text on the widget background, with a <Typography.Link>link</Typography.Link>.
          </Typography.Text>
          <Space wrap>
            <Button type="primary">Primary</Button>
            <Button>Default</Button>
            <Tag color="success">Paid</Tag>
            <Tag color="warning">Pending</Tag>
            <Tag color="error">Failed</Tag>
          </Space>
          <Input placeholder="Search tokens" aria-label="Sample input" />
          <Alert type="info" showIcon title="Connect your wallet to continue" />
        </Flex>
      </Card>
    </ConfigProvider>
  );
}
