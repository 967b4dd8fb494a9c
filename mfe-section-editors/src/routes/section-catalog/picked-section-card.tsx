import { useId } from 'react';
import { Card, Flex, Typography, theme } from 'antd';
import Descriptions from 'antd/es/descriptions';
import { SECTION_CATEGORY_TITLES } from '@suite/shared';
import type { SectionCatalogEntry } from '../../catalog/section-catalog';

/** The catalog line of the picked type: what the dialog will open an editor for. */
export function PickedSectionCard({ entry }: { entry: SectionCatalogEntry | undefined }) {
  const { token } = theme.useToken();
  const titleId = useId();
  if (!entry) {
    return (
      <Card role="region" aria-label="Picked section">
        <Typography.Text type="secondary">Pick a section to see what it shows visitors.</Typography.Text>
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
            {entry.title}
          </Typography.Title>
        </Flex>
      }
    >
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'category', label: 'Category', children: SECTION_CATEGORY_TITLES[entry.category] },
          { key: 'shows', label: 'Shows visitors', children: entry.description },
          { key: 'type', label: 'Type', children: <Typography.Text code>{entry.type}</Typography.Text> },
        ]}
      />
    </Card>
  );
}
