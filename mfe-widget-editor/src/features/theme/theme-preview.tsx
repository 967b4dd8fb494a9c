import { Alert, Button, Card, ConfigProvider, Flex, Input, Space, Tag, Typography } from 'antd';
import type { ThemeMode } from '@suite/shared';
import { useWidgetEditorCatalog } from '../../i18n';
import { MessageWith } from '../message-with';
import { useWidgetThemeConfig } from '@suite/shared/site-theme';
import type { WidgetTheme } from '@suite/shared/widget';

/**
 * A few components drawn in the widget's theme, so a change of colour shows at once. Its colours are
 * the owner's (`data-widget-theme`: the admin's contrast audit leaves them to the owner).
 */
export function ThemePreview({ value, mode }: { value: WidgetTheme; mode: ThemeMode }) {
  const { t } = useWidgetEditorCatalog();
  return (
    <ConfigProvider theme={useWidgetThemeConfig(value, mode)}>
      <Card
        size="small"
        aria-label={t('theme.preview.label', { mode: t(`theme.modes.${mode}`) })}
        role="region"
        data-widget-theme=""
      >
        <Flex vertical gap={12}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('theme.preview.heading')}
          </Typography.Title>
          <Typography.Text>
            <MessageWith
              message={(link) => t('theme.preview.text', { link })}
              element={<Typography.Link>{t('theme.preview.link')}</Typography.Link>}
            />
          </Typography.Text>
          <Space wrap>
            <Button type="primary">{t('theme.preview.primary')}</Button>
            <Button>{t('theme.preview.default')}</Button>
            <Tag color="success">{t('theme.preview.paid')}</Tag>
            <Tag color="warning">{t('theme.preview.pending')}</Tag>
            <Tag color="error">{t('theme.preview.failed')}</Tag>
          </Space>
          <Input placeholder={t('theme.preview.search')} aria-label={t('theme.preview.input')} />
          <Alert type="info" showIcon title={t('theme.preview.connect')} />
        </Flex>
      </Card>
    </ConfigProvider>
  );
}
