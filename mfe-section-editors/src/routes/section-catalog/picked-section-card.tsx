import { useId } from 'react';
import { Card, Flex, Typography, theme } from 'antd';
import Descriptions from 'antd/es/descriptions';
import type { SectionCatalogEntry } from '../../section-kit/section-module';
import { categoryTitle } from '../../features/type-picker/picker-filter';
import { useSectionEditorsCatalog } from '../../i18n';

/** The catalog line of the picked type: what the dialog will open an editor for. */
export function PickedSectionCard({ entry }: { entry: SectionCatalogEntry | undefined }) {
  const { token } = theme.useToken();
  const { t } = useSectionEditorsCatalog();
  const titleId = useId();
  if (!entry) {
    return (
      <Card role="region" aria-label={t('standalone.catalog.picked')}>
        <Typography.Text type="secondary">{t('standalone.catalog.pickHint')}</Typography.Text>
      </Card>
    );
  }
  const Icon = entry.icon;
  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      title={
        <Flex align="center" gap={8}>
          <Icon aria-hidden style={{ color: token.colorPrimary }} />
          <Typography.Title id={titleId} level={2} style={{ fontSize: 18, margin: 0 }}>
            {t(entry.title)}
          </Typography.Title>
        </Flex>
      }
    >
      <Descriptions
        column={1}
        size="small"
        items={[
          {
            key: 'category',
            label: t('standalone.catalog.category'),
            children: t(categoryTitle(entry.category)),
          },
          { key: 'shows', label: t('standalone.catalog.shows'), children: t(entry.description) },
          {
            key: 'type',
            label: t('standalone.catalog.type'),
            children: <Typography.Text code>{entry.type}</Typography.Text>,
          },
        ]}
      />
    </Card>
  );
}
