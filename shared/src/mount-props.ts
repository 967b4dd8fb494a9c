import type { ComponentType } from 'react';
import * as z from 'zod/v4';
import type { SectionType } from './widget/section-types';
import type { Section } from './widget/section';
import type { PublicWidget, WidgetTheme } from './widget/widget-config';

/**
 * What every exposed module accepts. The same module runs in the shell, standalone and inside a
 * foreign host, so nothing it needs may come from the host implicitly.
 */
export interface RemoteMountProps {
  /** URL prefix the module's own routes live under, when it has routes. */
  basePath?: string;
  /** Origin of the API (`https://admin.example.com`); empty or absent means the page's own origin. */
  apiBaseUrl?: string;
}

/** `mfe_auth/AccountArea`: the header area (login button, signed-in address and its menu). */
export interface AccountAreaProps extends RemoteMountProps {
  /** Where the menu's "Account" entry goes; `/u/account` unless the host mounts it elsewhere. */
  accountPath?: string;
}

/** `mfe_auth/LoginButton`: the Login / sign message / Logged button alone. */
export type LoginButtonProps = RemoteMountProps;

/** `mfe_auth/AccountPage`: the signed-in user's account (`/u/account`). */
export type AccountPageProps = RemoteMountProps;

/** `mfe_auth/PublicProfilePage`: a user's public profile (`/u/{username}`). */
export interface PublicProfilePageProps extends RemoteMountProps {
  username: string;
}

/** `mfe_widget_editor/WidgetListPage`: Manage Widgets (`/admin/widget`). */
export type WidgetListPageProps = RemoteMountProps;

/** `mfe_widget_editor/WidgetEditorPage`: one widget (`/admin/widget/edit/{id}`). */
export interface WidgetEditorPageProps extends RemoteMountProps {
  widgetId: string;
  /**
   * The editor is embedded in a site (not the admin): the Fees, Data and DexContracts groups and the
   * owner-only Settings entries are hidden (seed 001 §6).
   */
  embedded?: boolean;
}

/**
 * `mfe_widget_editor/WidgetEmbedPage`: the saved widget as the embed code shows it to visitors
 * (`/embed/{id}?apiKey=`), read with the owner's API key; it reports its height to the embedding page.
 * With `domain` instead, the site served on that custom domain (`/` of the domain), read by it; `site`
 * is that read when the host made it already (the shell, to know the domain is a site's), so the page
 * draws at once instead of reading it again.
 */
export type WidgetEmbedPageProps = RemoteMountProps &
  Pick<AdminPreviewQuery, 'index' | 'themeMode'> &
  (
    | { widgetId: string; apiKey: string; domain?: undefined; site?: undefined }
    | { domain: string; site?: PublicWidget; widgetId?: undefined; apiKey?: undefined }
  );

export const PREVIEW_PLATFORMS = ['desktop', 'mobile'] as const;
export type PreviewPlatform = (typeof PREVIEW_PLATFORMS)[number];
export const THEME_MODES = ['light', 'dark'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

/**
 * The query of the admin preview route (`/admin/preview/{site}/{page}?index=&platform=&themeMode=`);
 * a value that does not parse is dropped rather than failing the page.
 */
export const AdminPreviewQuerySchema = z.object({
  index: z.coerce.number().int().min(0).optional().catch(undefined),
  platform: z.enum(PREVIEW_PLATFORMS).optional().catch(undefined),
  themeMode: z.enum(THEME_MODES).optional().catch(undefined),
});
export type AdminPreviewQuery = z.infer<typeof AdminPreviewQuerySchema>;

/** The query of the embed page (`/embed/{id}?apiKey=&index=&themeMode=`); what does not parse is dropped. */
export const WidgetEmbedQuerySchema = z.object({
  apiKey: z.string().catch(''),
  index: z.coerce.number().int().min(0).optional().catch(undefined),
  themeMode: z.enum(THEME_MODES).optional().catch(undefined),
});

/** `mfe_widget_editor/AdminPreviewPage`: the embedded preview of one page of a site. */
export interface AdminPreviewPageProps extends RemoteMountProps, AdminPreviewQuery {
  siteId: string;
  pageKey: string;
}

/** `mfe_commerce/CommerceApp`: the whole back office, with its own routes under `basePath`. */
export interface CommerceAppProps extends RemoteMountProps {
  basePath: string;
}

/**
 * `mfe_section_editors/SectionTypePicker`: Step 1 of the Add/Edit Section dialog — search, category
 * tabs and a tile per section type.
 */
export interface SectionTypePickerProps extends RemoteMountProps {
  /** Called with the type of the tile the user picks. */
  onPick: (type: SectionType) => void;
  /** The type to show as the current one (its tile is marked `aria-current`). */
  selected?: SectionType;
  /** Offer only these types (in catalog order); all of them when absent. */
  types?: SectionType[];
}

/**
 * The site the section renderers draw for: its scope, Currency and language, and the page they are
 * drawn on. The suite's own pages draw the site's page around them (the widget editor's previews, the
 * embed); on a host that is not the suite (a partner's product) they draw it themselves, in the
 * suite's default site preset, light, unless the host gives the site's theme and mode.
 */
export interface RenderedSite {
  /** The site the sections belong to (a commerce or ranking section shows that site's things). */
  siteId?: string;
  /** The site's Currency (General): prices are shown in it where its rate is known. */
  currency?: string;
  /** The language to draw it in (`pt`, `pt-BR`): the site's, as its visitors read it; the page's when absent. */
  locale?: string;
  /**
   * The site's theme (its config's `theme`, `customThemeLight`, `customThemeDark`): the sections are
   * drawn on the site's page in it (its background, text and colours), as the dialog's preview draws
   * them. Absent, the suite's default site preset on a host that is not the suite; inside the suite,
   * the page its host draws around them.
   */
  siteTheme?: WidgetTheme;
  /**
   * The mode the site's page is drawn in, with `siteTheme` or on a host that is not the suite: the
   * host page's own (a partner's dark page gives `dark`); light when absent, never the visitor's
   * system's, which the host's page may not follow.
   */
  siteThemeMode?: ThemeMode;
}

/** `mfe_section_editors/SectionRenderer`: one section as a visitor sees it. */
export interface SectionRendererProps extends RemoteMountProps, RenderedSite {
  section: Section;
}

/** `mfe_section_editors/PageRenderer`: a page's sections, honouring hideMobile / hideDesktop. */
export interface PageRendererProps extends RemoteMountProps, RenderedSite {
  sections: Section[];
}

/**
 * `mfe_section_editors/CollectionPage`: an NFT collection's public page (`/collection/{network}/{address}`)
 * or, without a collection, a site's collection list page (`…/{site}/{page}/collections`).
 */
export interface CollectionPageProps extends RemoteMountProps {
  /** The URL's network: a chain's slug (`ethereum`, `local-chain`) or its id; absent for the list page. */
  network?: string;
  contractAddress?: string;
  /**
   * The site (widget) whose collections these are: the page shows the name, description, image and
   * banner its owner gave the collection (Data › Collections) over what the chain says. Needed for the list.
   */
  siteId?: string;
}

/** `mfe_section_editors/SectionDialog`: the Add/Edit Section dialog (seed 000 §2). */
export interface SectionDialogProps extends RemoteMountProps {
  open: boolean;
  /** add: Step 1 is the type picker and the title holds a name input; edit: `section` is required. */
  mode: 'add' | 'edit';
  /** The section being edited (edit mode). */
  section?: Section;
  /** Save with a changed section (the entered name attached); the dialog then closes. */
  onSave: (section: Section) => void;
  onClose: () => void;
  /** Every change of the section as it is edited, only when it differs from the previous one. */
  onChange?: (section: Section) => void;
  /** Offer only these types in Step 1 (those with an editor, in catalog order, when absent). */
  types?: SectionType[];
  /** The site whose page is edited (pickers of site-scoped things use it). */
  siteId?: string;
  /** The widget being edited (the widget picker leaves it out). */
  widgetId?: string;
  /** The site's Currency (General): the live preview shows prices in it where its rate is known. */
  currency?: string;
  /**
   * The language of the live preview (`pt`, `pt-BR`): the site's, as its visitors read it; the
   * dialog's (`language`) when absent.
   */
  locale?: string;
  /**
   * The language of the dialog's own texts (`es`, `pt-BR`): its buttons, form and messages. Absent,
   * the page's: the one chosen in the suite's header (remembered as `suite:language`), else the
   * browser's. A host that is not the suite gives its own page's.
   */
  language?: string;
  /**
   * The site's theme (its config's `theme`, `customThemeLight`, `customThemeDark`): the live preview
   * draws the section in it, and the colours an editor fills in from the theme (the wallet's custom
   * defaults, its background colours) are the site's, not the admin's. Inside the suite, the dialog's
   * own buttons and form keep the admin's theme; on a host that is not the suite, which has no admin's
   * theme, they are drawn in the site's too. Absent, the suite's default site preset.
   */
  siteTheme?: WidgetTheme;
  /**
   * The mode the site is drawn in with `siteTheme` — the widget editor gives the one its previews
   * open in, the admin's colour scheme; light when absent. On a host that is not the suite the whole
   * dialog is drawn in it: a partner gives its page's scheme, never left to the visitor's system's.
   */
  siteThemeMode?: ThemeMode;
}

/** The props of every exposed module, by the id the federation runtime loads it with. */
export interface RemoteModulePropsMap {
  'mfe_auth/AccountArea': AccountAreaProps;
  'mfe_auth/LoginButton': LoginButtonProps;
  'mfe_auth/AccountPage': AccountPageProps;
  'mfe_auth/PublicProfilePage': PublicProfilePageProps;
  'mfe_widget_editor/WidgetListPage': WidgetListPageProps;
  'mfe_widget_editor/WidgetEditorPage': WidgetEditorPageProps;
  'mfe_widget_editor/AdminPreviewPage': AdminPreviewPageProps;
  'mfe_widget_editor/WidgetEmbedPage': WidgetEmbedPageProps;
  'mfe_commerce/CommerceApp': CommerceAppProps;
  'mfe_section_editors/SectionTypePicker': SectionTypePickerProps;
  'mfe_section_editors/SectionRenderer': SectionRendererProps;
  'mfe_section_editors/PageRenderer': PageRendererProps;
  'mfe_section_editors/SectionDialog': SectionDialogProps;
  'mfe_section_editors/CollectionPage': CollectionPageProps;
}
export type RemoteModuleId = keyof RemoteModulePropsMap;
export type RemoteModuleProps<Id extends RemoteModuleId> = RemoteModulePropsMap[Id];

/** Every exposed module as a component type; each module's default export is that component. */
export type RemoteModuleMap = { [Id in RemoteModuleId]: ComponentType<RemoteModulePropsMap[Id]> };

/** What the federation runtime returns for a module id. */
export interface RemoteModuleExports<Id extends RemoteModuleId> {
  default: ComponentType<RemoteModulePropsMap[Id]>;
}
