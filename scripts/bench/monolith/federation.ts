// The monolith reference's stand-in for shell/src/federation/federation.ts and for the widget
// editor's own remote loading (mfe-widget-editor/src/federation/federation-loader.ts, which registers
// the section editors and commerce with the federation runtime): every exposed module of the four
// remotes is an ordinary lazy import of the same source file, so the one Rspack build splits it into
// route-level chunks the way an app without Module Federation would, and loads no federation runtime.
import type { RemoteModuleExports, RemoteModuleId, RemotesConfig } from '@suite/shared';
import type { RemoteModuleLoader } from '@suite/shared/react';

type Importers = { [Id in RemoteModuleId]: () => Promise<RemoteModuleExports<Id>> };

const IMPORTERS: Importers = {
  'mfe_auth/AccountArea': () => import('../../../mfe-auth/src/exposes/account-area'),
  'mfe_auth/LoginButton': () => import('../../../mfe-auth/src/exposes/login-button'),
  'mfe_auth/AccountPage': () => import('../../../mfe-auth/src/exposes/account-page'),
  'mfe_auth/PublicProfilePage': () => import('../../../mfe-auth/src/exposes/public-profile-page'),
  'mfe_widget_editor/WidgetListPage': () => import('../../../mfe-widget-editor/src/exposes/widget-list-page'),
  'mfe_widget_editor/WidgetEditorPage': () =>
    import('../../../mfe-widget-editor/src/exposes/widget-editor-page'),
  'mfe_widget_editor/AdminPreviewPage': () =>
    import('../../../mfe-widget-editor/src/exposes/admin-preview-page'),
  'mfe_widget_editor/WidgetEmbedPage': () =>
    import('../../../mfe-widget-editor/src/exposes/widget-embed-page'),
  'mfe_commerce/CommerceApp': () => import('../../../mfe-commerce/src/exposes/commerce-app'),
  'mfe_section_editors/SectionTypePicker': () =>
    import('../../../mfe-section-editors/src/exposes/section-type-picker'),
  'mfe_section_editors/SectionDialog': () =>
    import('../../../mfe-section-editors/src/exposes/section-dialog'),
  'mfe_section_editors/SectionRenderer': () =>
    import('../../../mfe-section-editors/src/exposes/section-renderer'),
  'mfe_section_editors/PageRenderer': () => import('../../../mfe-section-editors/src/exposes/page-renderer'),
  'mfe_section_editors/CollectionPage': () =>
    import('../../../mfe-section-editors/src/exposes/collection-page'),
};

/** Every exposed module as a lazy import: what the shell and the widget editor load remotes through. */
export const monolithRemotes: RemoteModuleLoader = {
  load: (id) => IMPORTERS[id](),
  reset() {},
};

export function startFederation(_config: RemotesConfig): RemoteModuleLoader {
  return monolithRemotes;
}
