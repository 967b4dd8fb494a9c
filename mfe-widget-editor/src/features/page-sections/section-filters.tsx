import { Button, Card, Flex, Form, Select } from 'antd';
import { sectionTypeTitle, type DeviceFilter, type SectionFilters } from './section-ops';

interface SectionFiltersPanelProps {
  filters: SectionFilters;
  /** The types on the page, to filter by. */
  types: string[];
  onChange: (filters: SectionFilters) => void;
}

const DEVICE_OPTIONS: { value: DeviceFilter; label: string }[] = [
  { value: 'all', label: 'All devices' },
  { value: 'mobile', label: 'Shown on mobile' },
  { value: 'desktop', label: 'Shown on desktop' },
];

/** The filter panel of the sections list: section type and device (seed 001 §2). */
export function SectionFiltersPanel({ filters, types, onChange }: SectionFiltersPanelProps) {
  return (
    <Card size="small" role="region" aria-label="Filters">
      <Form layout="vertical" component="div">
        <Flex gap={16} wrap align="end">
          <Form.Item
            label="Section type"
            htmlFor="section-type-filter"
            style={{ minWidth: 240, marginBottom: 0 }}
          >
            <Select
              id="section-type-filter"
              mode="multiple"
              allowClear
              placeholder="All types"
              value={filters.types}
              onChange={(value: string[]) => onChange({ ...filters, types: value })}
              options={types.map((type) => ({ value: type, label: sectionTypeTitle(type) }))}
            />
          </Form.Item>
          <Form.Item
            label="Device"
            htmlFor="section-device-filter"
            style={{ minWidth: 200, marginBottom: 0 }}
          >
            <Select
              id="section-device-filter"
              value={filters.device}
              onChange={(value: DeviceFilter) => onChange({ ...filters, device: value })}
              options={DEVICE_OPTIONS}
            />
          </Form.Item>
          <Button onClick={() => onChange({ ...filters, types: [], device: 'all' })}>Clear filters</Button>
        </Flex>
      </Form>
    </Card>
  );
}
