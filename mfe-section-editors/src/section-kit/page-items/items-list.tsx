import { PAGE_ITEMS_MAX, PageItemSchema, type PageItem } from '@suite/shared/sections';
import { ItemEditor } from './item-editor';
import { pageItemSummary } from './item-defaults';
import { OrderedList } from '../lists/ordered-list';
import { entryProblem } from '../lists/entry-problem';
import { PAGE_ITEM_LABELS } from './item-labels';
import { useSectionEditorsCatalog } from '../../i18n';

export interface ItemsListProps {
  items: PageItem[];
  onChange: (items: PageItem[]) => void;
}

/**
 * A section's Items: each with Edit, Remove, Up and Down (Up disabled on the first, Down on the last),
 * and Add item up to the schema's limit.
 */
export function ItemsList({ items, onChange }: ItemsListProps) {
  const { t } = useSectionEditorsCatalog();
  return (
    <OrderedList
      entries={items}
      onChange={onChange}
      label={t(PAGE_ITEM_LABELS.label)}
      summary={(item) => pageItemSummary(item, t)}
      emptyText={t('items.empty')}
      addLabel={t('items.add')}
      max={PAGE_ITEMS_MAX}
      problem={entryProblem(PageItemSchema, PAGE_ITEM_LABELS.fields, t)}
      renderEditor={({ entry, onSave, onCancel }) => (
        <ItemEditor item={entry} onSave={onSave} onCancel={onCancel} />
      )}
    />
  );
}
