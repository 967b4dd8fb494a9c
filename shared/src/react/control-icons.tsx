import { cloneElement, isValidElement, useMemo, type ReactElement, type ReactNode } from 'react';
import type { ConfigProviderProps } from 'antd';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import DownOutlined from '@ant-design/icons/DownOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { useSharedCatalog } from './i18n/shared-catalog';

/**
 * antd draws its controls' icons with their English names for assistive technology (`role="img"
 * aria-label="close-circle"`), which name the buttons they are all of: a search field's button
 * "search", a clear button "close-circle". These are the same icons, named in the page's language
 * where they are the whole of a button (search, clear) and hidden where they only decorate (a
 * select's arrow, a tag's cross, removed by the keyboard's Backspace).
 */
export function useControlIcons(): Pick<ConfigProviderProps, 'select' | 'inputSearch'> {
  const { t } = useSharedCatalog();
  const { clearIcon } = useClearable();
  return useMemo(
    () => ({
      select: {
        suffixIcon: <DownOutlined aria-hidden />,
        clearIcon,
        removeIcon: <CloseOutlined aria-hidden />,
      },
      inputSearch: { searchIcon: <SearchOutlined aria-label={t('controls.search')} /> },
    }),
    [t, clearIcon],
  );
}

/**
 * What an Input's `allowClear` takes (antd's ConfigProvider has no clear icon of its own for
 * inputs): the clear button named in the page's language, not "close-circle".
 */
export function useClearable(): { clearIcon: ReactElement } {
  const { t } = useSharedCatalog();
  return useMemo(() => ({ clearIcon: <CloseCircleFilled aria-label={t('controls.clear')} /> }), [t]);
}

type PageLink = 'page' | 'prev' | 'next' | 'jump-prev' | 'jump-next';
const PAGE_LINK_KEYS = {
  prev: 'controls.previousPage',
  next: 'controls.nextPage',
  'jump-prev': 'controls.earlierPages',
  'jump-next': 'controls.laterPages',
} as const;

/**
 * What a Pagination (or a Table's `pagination`) takes as `itemRender`: its arrows named in the
 * page's language ("Página anterior"), not after their icons ("left", "right", "double-left").
 */
export function usePageLinks(): {
  itemRender: (page: number, type: PageLink, element: ReactNode) => ReactNode;
} {
  const { t } = useSharedCatalog();
  return useMemo(
    () => ({
      itemRender: (_page, type, element) =>
        type !== 'page' && isValidElement<{ 'aria-label'?: string }>(element)
          ? cloneElement(element, { 'aria-label': t(PAGE_LINK_KEYS[type]) })
          : element,
    }),
    [t],
  );
}
