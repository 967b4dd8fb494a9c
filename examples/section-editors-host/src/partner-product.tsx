import { Suspense, useReducer, useState, type CSSProperties } from 'react';
import { RemoteBoundary } from './remote-boundary';
import { loadPageRenderer, loadSectionDialog, SESSION_FREE_TYPES, type Section } from './section-editors';

interface PartnerProductProps {
  apiBaseUrl: string;
  remoteEntry: string;
}

const pageStyle: CSSProperties = { maxWidth: 960, margin: '0 auto', padding: 24 };
const headerStyle: CSSProperties = { display: 'flex', alignItems: 'center', justifyContent: 'space-between' };

/** The page's sections after a save: the saved one last. */
function appended<Item>(list: Item[], item: Item): Item[] {
  return [...list, item];
}

/**
 * The partner's own page: its heading and button, the suite's Add Section dialog, and the sections
 * saved in this page's state drawn by the suite's page renderer. There is no backend here. The dialog
 * and the page are loaded apart, each with its Retry: one failing leaves the other, and this page,
 * as they are. This page is light, and says so: the modules draw in it, not in the visitor's system
 * scheme.
 */
export function PartnerProduct({ apiBaseUrl, remoteEntry }: PartnerProductProps) {
  const [sections, addSection] = useReducer(appended<Section>, []);
  const [adding, setAdding] = useState(false);
  // The dialog loads on first use and then stays mounted (closed), so its "Section created" toast survives.
  const [dialogWanted, setDialogWanted] = useState(false);

  function openDialog() {
    setDialogWanted(true);
    setAdding(true);
  }

  return (
    <main style={pageStyle}>
      <header style={headerStyle}>
        <h1>Partner product</h1>
        <button type="button" onClick={openDialog}>
          Add section
        </button>
      </header>
      {dialogWanted && (
        <RemoteBoundary remoteEntry={remoteEntry} what="The section editor" load={loadSectionDialog}>
          {(SectionDialog) => (
            <Suspense fallback={<p role="status">Loading the section editor…</p>}>
              <SectionDialog
                open={adding}
                mode="add"
                types={SESSION_FREE_TYPES}
                siteThemeMode="light"
                apiBaseUrl={apiBaseUrl}
                onSave={addSection}
                onClose={() => setAdding(false)}
              />
            </Suspense>
          )}
        </RemoteBoundary>
      )}
      <section aria-label="Your page">
        {sections.length === 0 ? (
          <p>No sections yet. Add a section to start your page.</p>
        ) : (
          <RemoteBoundary remoteEntry={remoteEntry} what="Your page" load={loadPageRenderer}>
            {(PageRenderer) => (
              <Suspense fallback={<p role="status">Loading the page…</p>}>
                <PageRenderer sections={sections} siteThemeMode="light" apiBaseUrl={apiBaseUrl} />
              </Suspense>
            )}
          </RemoteBoundary>
        )}
      </section>
    </main>
  );
}
