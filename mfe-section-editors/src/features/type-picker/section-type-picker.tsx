import { useMemo, useState } from 'react';
import { Empty, Flex, Input, Tabs } from 'antd';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import type { RemoteMountProps, SectionTypePickerProps } from '@suite/shared';
import type { SectionType } from '@suite/shared/widget';
import type { SectionCatalogEntry } from '../../section-kit/section-module';
import { useSectionEditorsCatalog } from '../../i18n';
import { ALL_TAB, entriesUnderTab, offeredEntries, pickerTabs, type PickerTab } from './picker-filter';
import { SectionTypeTile } from './section-type-tile';
import { useClearable } from '@suite/shared/react';

/** The exposed module's props, less what only the federation wrapper uses. */
export type SectionTypePickerViewProps = Omit<SectionTypePickerProps, keyof RemoteMountProps>;

/** Step 1 of the Add/Edit Section dialog: search by title, category tabs and a tile per type. */
export function SectionTypePicker({ onPick, selected, types }: SectionTypePickerViewProps) {
  const { t } = useSectionEditorsCatalog();
  const clearable = useClearable();
  const [query, setQuery] = useState('');
  const [tab, setTab] = useState<PickerTab>(ALL_TAB);
  const offered = useMemo(() => offeredEntries(types), [types]);
  const tabs = useMemo(() => pickerTabs(offered), [offered]);
  // A tab whose types are no longer offered falls back to All.
  const activeTab = tabs.some((item) => item.id === tab) ? tab : ALL_TAB;

  return (
    <Flex vertical gap={8}>
      <Input
        placeholder={t('picker.search')}
        aria-label={t('picker.search')}
        prefix={<SearchOutlined aria-hidden />}
        allowClear={clearable}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        style={{ maxWidth: 360 }}
      />
      <Tabs
        activeKey={activeTab}
        onChange={(key) => {
          const next = tabs.find((item) => item.id === key);
          if (next) setTab(next.id);
        }}
        destroyOnHidden
        items={tabs.map((item) => ({
          key: item.id,
          label: t(item.title),
          children: (
            <SectionTileGrid
              entries={entriesUnderTab(offered, item.id, query, t)}
              query={query.trim()}
              selected={selected}
              onPick={onPick}
            />
          ),
        }))}
      />
    </Flex>
  );
}

interface SectionTileGridProps {
  entries: SectionCatalogEntry[];
  query: string;
  selected?: SectionType;
  onPick: (type: SectionType) => void;
}

function SectionTileGrid({ entries, query, selected, onPick }: SectionTileGridProps) {
  const { t } = useSectionEditorsCatalog();
  if (entries.length === 0) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={query ? t('picker.noMatch', { query }) : t('picker.noneOffered')}
      />
    );
  }
  return (
    <ul
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gap: 12,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
      }}
    >
      {entries.map((entry) => (
        <li key={entry.type}>
          <SectionTypeTile entry={entry} current={entry.type === selected} onPick={onPick} />
        </li>
      ))}
    </ul>
  );
}
