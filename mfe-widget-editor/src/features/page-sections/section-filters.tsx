import { Button, Card, Flex, Select } from 'antd';
import Form from 'antd/es/form';
import { useClearable } from '@suite/shared/react';
import { useWidgetEditorCatalog } from '../../i18n';
import { sectionTypeTitle, type DeviceFilter, type SectionFilters } from './section-ops';

interface SectionFiltersCardProps {
  filters: SectionFilters;
  /** The types on the page, to filter by. */
  types: string[];
  onChange: (filters: SectionFilters) => void;
}

const DEVICE_OPTIONS = [
  { value: 'all', key: 'allDevices' },
  { value: 'mobile', key: 'shownOnMobile' },
  { value: 'desktop', key: 'shownOnDesktop' },
] as const satisfies readonly { value: DeviceFilter; key: string }[];

/** The filters of the sections list, in a card under the search: section type and device (seed 001 §2). */
export function SectionFiltersCard({ filters, types, onChange }: SectionFiltersCardProps) {
  const { t } = useWidgetEditorCatalog();
  const clearable = useClearable();
  return (
    <Card size="small" role="region" aria-label={t('pageSections.filters')}>
      <Form layout="vertical" component="div">
        <Flex gap={16} wrap align="end">
          <Form.Item
            label={t('pageSections.filterPanel.sectionType')}
            htmlFor="section-type-filter"
            style={{ minWidth: 240, marginBottom: 0 }}
          >
            <Select
              id="section-type-filter"
              mode="multiple"
              allowClear={clearable}
              placeholder={t('pageSections.filterPanel.allTypes')}
              value={filters.types}
              onChange={(value: string[]) => onChange({ ...filters, types: value })}
              options={types.map((type) => ({ value: type, label: sectionTypeTitle(type) }))}
            />
          </Form.Item>
          <Form.Item
            label={t('pageSections.filterPanel.device')}
            htmlFor="section-device-filter"
            style={{ minWidth: 200, marginBottom: 0 }}
          >
            <Select
              id="section-device-filter"
              value={filters.device}
              onChange={(value: DeviceFilter) => onChange({ ...filters, device: value })}
              options={DEVICE_OPTIONS.map(({ value, key }) => ({
                value,
                label: t(`pageSections.filterPanel.${key}`),
              }))}
            />
          </Form.Item>
          <Button onClick={() => onChange({ ...filters, types: [], device: 'all' })}>
            {t('pageSections.filterPanel.clear')}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
