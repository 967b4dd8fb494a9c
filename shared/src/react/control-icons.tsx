import { Children, cloneElement, isValidElement, useMemo, type ReactElement, type ReactNode } from 'react';
import type { ConfigProviderProps } from 'antd';
import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CheckOutlined from '@ant-design/icons/CheckOutlined';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import DownOutlined from '@ant-design/icons/DownOutlined';
import EllipsisOutlined from '@ant-design/icons/EllipsisOutlined';
import ExclamationCircleFilled from '@ant-design/icons/ExclamationCircleFilled';
import EyeInvisibleOutlined from '@ant-design/icons/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import InfoCircleFilled from '@ant-design/icons/InfoCircleFilled';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { useSharedCatalog } from './i18n/shared-catalog';

type ControlIcons = Pick<
  ConfigProviderProps,
  'select' | 'inputSearch' | 'inputPassword' | 'inputNumber' | 'colorPicker' | 'tabs' | 'modal' | 'drawer'
> & {
  alert: Pick<
    NonNullable<ConfigProviderProps['alert']>,
    'successIcon' | 'infoIcon' | 'warningIcon' | 'errorIcon'
  >;
};

/**
 * antd draws its controls' icons with their English names for assistive technology (`role="img"
 * aria-label="close-circle"`), which name the buttons they are all of: a search field's button
 * "search", a clear button "close-circle", the tabs' overflow button "ellipsis". These are the same
 * icons, named in the page's language where they are the whole of a button (search, clear, more
 * tabs) or say what the words beside them do not (an alert's kind: "Error"), and hidden where they
 * only decorate (a select's arrow, a tag's cross, removed by the keyboard's Backspace; the password
 * field's eye and a dialog's or a drawer's cross, inside buttons antd names "Mostrar" and "Cerrar").
 * A number field's step buttons, which @rc-component/input-number names "Increase Value" whatever
 * the language, and a colour panel's clear button, which antd names "Clear color", take their names
 * here through a patch of them (ADR 0036).
 */
export function useControlIcons(): ControlIcons {
  const { t } = useSharedCatalog();
  const { clearIcon } = useClearable();
  const status = useStatusIcons();
  return useMemo(
    () => ({
      select: {
        suffixIcon: <DownOutlined aria-hidden />,
        clearIcon,
        removeIcon: <CloseOutlined aria-hidden />,
      },
      inputSearch: { searchIcon: <SearchOutlined aria-label={t('controls.search')} /> },
      inputPassword: {
        iconRender: (visible: boolean) =>
          visible ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />,
      },
      inputNumber: {
        stepLabels: { up: t('controls.increaseValue'), down: t('controls.decreaseValue') },
      },
      colorPicker: { clearLabel: t('controls.clearColor') },
      tabs: { moreIcon: <EllipsisOutlined aria-label={t('controls.moreTabs')} /> },
      // antd names the close button itself ("Cerrar"); the cross inside would still say "close".
      modal: { closeIcon: <CloseOutlined aria-hidden /> },
      drawer: { closeIcon: <CloseOutlined aria-hidden /> },
      alert: {
        successIcon: status.success,
        infoIcon: status.info,
        warningIcon: status.warning,
        errorIcon: status.error,
      },
    }),
    [t, clearIcon, status],
  );
}

export interface StatusIcons {
  success: ReactElement;
  info: ReactElement;
  warning: ReactElement;
  error: ReactElement;
  /** A confirmation's mark, beside the question it asks: for the eye only. */
  confirm: ReactElement;
}

/** The icons that say a message's kind (an alert's, a toast's, a dialog's), named in the page's language. */
export function useStatusIcons(): StatusIcons {
  const { t } = useSharedCatalog();
  return useMemo(
    () => ({
      success: <CheckCircleFilled aria-label={t('controls.status.success')} />,
      info: <InfoCircleFilled aria-label={t('controls.status.info')} />,
      warning: <ExclamationCircleFilled aria-label={t('controls.status.warning')} />,
      error: <CloseCircleFilled aria-label={t('controls.status.error')} />,
      confirm: <ExclamationCircleFilled aria-hidden />,
    }),
    [t],
  );
}

/**
 * What an Input's or a Select's `allowClear` takes: the clear button named in the page's language.
 * An input's button is named by its icon (antd's ConfigProvider has no clear icon of its own for
 * inputs, whose icon says "close-circle"); a select's button carries its own `aria-label`, which
 * @rc-component/select writes "Clear" unless `allowClear` gives a `label` (an Input ignores it).
 */
export function useClearable(): { clearIcon: ReactElement; label: string } {
  const { t } = useSharedCatalog();
  return useMemo(
    () => ({ clearIcon: <CloseCircleFilled aria-label={t('controls.clear')} />, label: t('controls.clear') }),
    [t],
  );
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
        type !== 'page' && isValidElement<{ 'aria-label'?: string; children?: ReactNode }>(element)
          ? cloneElement(
              element,
              { 'aria-label': t(PAGE_LINK_KEYS[type]) },
              // The arrow inside, for the eye only: browse mode would still read "left".
              ...(Children.map(element.props.children, hideFromAssistiveTechnology) ?? []),
            )
          : element,
    }),
    [t],
  );
}

function hideFromAssistiveTechnology(node: ReactNode): ReactNode {
  return isValidElement<{ 'aria-hidden'?: boolean }>(node)
    ? cloneElement(node, { 'aria-hidden': true })
    : node;
}

const COPY_ICONS = [<CopyOutlined key="copy" aria-hidden />, <CheckOutlined key="copied" aria-hidden />];

/**
 * What a Typography's `copyable` takes: antd names its copy button in the page's language ("Copiar",
 * then "Copiado") and draws an icon inside it that says "copy" and "check" in browse mode; these are
 * the same icons, for the eye only. `text` is what is copied when it is not the words shown.
 */
export function copyableText(text?: string): { text?: string; icon: ReactNode[] } {
  return text === undefined ? { icon: COPY_ICONS } : { text, icon: COPY_ICONS };
}
