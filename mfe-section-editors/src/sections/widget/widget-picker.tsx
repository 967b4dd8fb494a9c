import { Button, Flex, Input } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { CREATE_WIDGET_PATH } from '@suite/shared/sections';
import { useOwnWidgets, WIDGET_PICKER_PAGE_SIZE } from '../../api/widgets';
import { PickerEmpty, PickerList } from '../../section-kit/pickers/picker-list';
import { useSectionScope } from '../../section-kit/section-scope';
import { useSectionEditorsCatalog } from '../../i18n';
import { usePagedSearch } from '../../section-kit/pickers/use-paged-search';
import { useClearable } from '@suite/shared/react';

export interface WidgetPickerProps {
  id: string;
  value: number | null;
  onChange: (widgetId: number) => void;
}

/**
 * The widget picker (seed 000 §2): the signed-in user's own widgets except the one being edited,
 * searched by a case-insensitive substring of the name (the API's q), the chosen one highlighted.
 */
export function WidgetPicker({ id, value, onChange }: WidgetPickerProps) {
  const { t } = useSectionEditorsCatalog();
  const clearable = useClearable();
  const { widgetId: editedWidgetId } = useSectionScope();
  const { search, setSearch, q, page, setPage } = usePagedSearch();
  // The widget being edited is left out by the API, so pages and their count hold only the others.
  const edited = Number(editedWidgetId);
  const list = useOwnWidgets(page, q, Number.isSafeInteger(edited) && edited > 0 ? edited : undefined);
  const items = list.data?.items.map((widget) => ({ id: widget.id, title: widget.configParsed.name }));

  return (
    <Flex vertical gap={8}>
      <Input.Search
        id={id}
        allowClear={clearable}
        placeholder={t('widget.searchPlaceholder')}
        aria-label={t('widget.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <PickerList
        label={t('widget.widgets')}
        items={items}
        isLoading={list.isLoading}
        error={list.error}
        onRetry={list.retry}
        empty={
          q ? (
            <PickerEmpty title={t('widget.noMatch')} description={t('common.nothingFound', { query: q })} />
          ) : (
            <PickerEmpty
              title={t('widget.emptyTitle')}
              description={t('widget.emptyDescription')}
              action={
                <Button
                  type="primary"
                  icon={<PlusOutlined aria-hidden />}
                  href={CREATE_WIDGET_PATH}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('widget.create')}
                </Button>
              }
            />
          )
        }
        selectedId={value}
        onSelect={(item) => onChange(Number(item.id))}
        page={page}
        pageSize={WIDGET_PICKER_PAGE_SIZE}
        total={list.data?.totalItems ?? 0}
        onPageChange={setPage}
      />
    </Flex>
  );
}
