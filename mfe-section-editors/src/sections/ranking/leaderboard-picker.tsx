import { Alert, Flex, Input, Typography } from 'antd';
import { RANKING_PICKER_PAGE_SIZE } from '@suite/shared/sections';
import { useLeaderboards } from '../../api/leaderboards';
import { useSiteLeaderboard } from '../../api/site-content';
import { PickerEmpty, PickerList } from '../../section-kit/pickers/picker-list';
import { useSectionScope } from '../../section-kit/section-scope';
import { useSectionEditorsCatalog } from '../../i18n';
import { usePagedSearch } from '../../section-kit/pickers/use-paged-search';
import { useClearable } from '@suite/shared/react';

export interface LeaderboardPickerProps {
  id: string;
  value: number | null;
  onChange: (id: number) => void;
}

/**
 * The ranking picker (seed 000 §2): a search box and the site's leaderboards in pages of 10, five
 * skeleton rows while loading, the seed's empty state; the chosen one is highlighted.
 */
export function LeaderboardPicker({ id, value, onChange }: LeaderboardPickerProps) {
  const { t } = useSectionEditorsCatalog();
  const clearable = useClearable();
  const { siteId } = useSectionScope();
  // A new search starts on its first page.
  const { search, setSearch, q, page, setPage } = usePagedSearch();
  const list = useLeaderboards(siteId, page, q);

  if (!siteId) return <Alert type="info" showIcon title={t('common.noSitePick')} />;
  return (
    <Flex vertical gap={8}>
      <Input.Search
        id={id}
        allowClear={clearable}
        placeholder={t('ranking.search')}
        aria-label={t('ranking.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {value !== null ? <ChosenLeaderboard siteId={siteId} id={value} /> : null}
      <PickerList
        label={t('ranking.leaderboards')}
        items={list.data?.data.map((board) => ({
          id: board.id,
          title: board.title,
          description: board.description,
        }))}
        isLoading={list.isLoading}
        error={list.error}
        onRetry={list.retry}
        empty={
          q ? (
            <PickerEmpty title={t('ranking.noMatch')} description={t('common.nothingFound', { query: q })} />
          ) : (
            <PickerEmpty title={t('ranking.emptyTitle')} description={t('ranking.emptyDescription')} />
          )
        }
        selectedId={value}
        onSelect={(item) => onChange(Number(item.id))}
        page={page}
        pageSize={RANKING_PICKER_PAGE_SIZE}
        total={list.data?.total ?? 0}
        onPageChange={setPage}
      />
    </Flex>
  );
}

/** The chosen leaderboard by name, even when it is on another page of the list. */
function ChosenLeaderboard({ siteId, id }: { siteId: string; id: number }) {
  const { t } = useSectionEditorsCatalog();
  const { data, error } = useSiteLeaderboard(siteId, id);
  return (
    <Typography.Text type="secondary">
      {t('common.chosen')}{' '}
      <Typography.Text strong>{data?.title ?? (error ? t('ranking.numbered', { id }) : '…')}</Typography.Text>
    </Typography.Text>
  );
}
