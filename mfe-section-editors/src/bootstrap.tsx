import { loadRemote, registerRemotes, satisfy } from '@module-federation/enhanced/runtime';
import { createBrowserRouter, Navigate } from 'react-router';
import { renderStandaloneApp, StandaloneRemoteLayout } from '@suite/shared/standalone';
import { SECTION_EDITORS_NAMESPACES, useSectionEditorsCatalog } from './i18n';
import { PageComposerRoute } from './routes/page-composer';
import { SectionCatalogRoute } from './routes/section-catalog';

/** The standalone page's header, titled in the page's language, with mfe_auth's account area. */
function SectionEditorsLayout() {
  const { t } = useSectionEditorsCatalog();
  return (
    <StandaloneRemoteLayout
      title={t('standalone.sectionEditors')}
      runtime={{ loadRemote, registerRemotes }}
    />
  );
}

// mfe_section_editors on its own (port 3003).
const router = createBrowserRouter([
  {
    path: '/',
    Component: SectionEditorsLayout,
    children: [
      { index: true, Component: SectionCatalogRoute },
      // `/sections/new` is the same page with the Add Section dialog open.
      { path: 'sections/new?', Component: PageComposerRoute },
      // What runs on this page: every app's build and its shared libraries (ADR 0018).
      {
        path: 'remotes',
        lazy: async () =>
          (await import('@suite/shared/diagnostics')).diagnosticsRoute({
            pageName: 'mfe_section_editors',
            satisfy,
            remotesConfigUrl: '/remotes.json',
          }),
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);

void renderStandaloneApp(router, SECTION_EDITORS_NAMESPACES);
