import type { PageItem } from '@suite/shared';
import { ItemEditor } from './item-editor';
import { pageItemSummary } from './item-defaults';
import { OrderedList } from './ordered-list';
import { PAGE_ITEM_LABELS } from './item-labels';

export interface ItemsListProps {
  items: PageItem[];
  onChange: (items: PageItem[]) => void;
}

/** A section's Items: each with Edit, Remove, Up and Down (Up disabled on the first, Down on the last). */
export function ItemsList({ items, onChange }: ItemsListProps) {
  return (
    <OrderedList
      entries={items}
      onChange={onChange}
      label={PAGE_ITEM_LABELS.label}
      summary={pageItemSummary}
      emptyText="No items yet."
      addLabel="Add item"
      renderEditor={({ entry, onSave, onCancel }) => (
        <ItemEditor item={entry} onSave={onSave} onCancel={onCancel} />
      )}
    />
  );
}
