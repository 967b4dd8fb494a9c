import { useState } from 'react';
import { Alert, Flex, Input, Typography } from 'antd';
import { useDebounce } from 'use-debounce';
import { SEARCH_DEBOUNCE_MS } from '@suite/shared';
import { RANKING_PICKER_PAGE_SIZE } from '@suite/shared/sections';
import { useLeaderboards } from '../../api/leaderboards';
import { useSiteLeaderboard } from '../../api/site-content';
import { PickerEmpty, PickerList } from '../picker-list';
import { useSectionScope } from '../section-scope';
import { useSectionEditorsCatalog } from '../../i18n';

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
  const { siteId } = useSectionScope();
  const [search, setSearch] = useState('');
  const [q] = useDebounce(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState({ q: '', page: 0 });
  // A new search starts on its first page.
  const current = page.q === q ? page.page : 0;
  const list = useLeaderboards(siteId, current, q);

  if (!siteId) return <Alert type="info" showIcon title={t('common.noSitePick')} />;
  return (
    <Flex vertical gap={8}>
      <Input.Search
        id={id}
        allowClear
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
        page={current}
        pageSize={RANKING_PICKER_PAGE_SIZE}
        total={list.data?.total ?? 0}
        onPageChange={(next) => setPage({ q, page: next })}
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
