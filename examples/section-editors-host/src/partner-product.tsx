import { Suspense, useReducer, useState, type CSSProperties } from 'react';
import { RemoteBoundary } from './remote-boundary';
import { PageRenderer, SectionDialog, type Section } from './section-editors';

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
 * saved in this page's state drawn by the suite's page renderer. There is no backend here.
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
      <RemoteBoundary remoteEntry={remoteEntry}>
        {dialogWanted && (
          <Suspense fallback={<p role="status">Loading the section editor…</p>}>
            <SectionDialog
              open={adding}
              mode="add"
              apiBaseUrl={apiBaseUrl}
              onSave={addSection}
              onClose={() => setAdding(false)}
            />
          </Suspense>
        )}
        <section aria-label="Your page">
          {sections.length === 0 ? (
            <p>No sections yet. Add a section to start your page.</p>
          ) : (
            <Suspense fallback={<p role="status">Loading the page…</p>}>
              <PageRenderer sections={sections} apiBaseUrl={apiBaseUrl} />
            </Suspense>
          )}
        </section>
      </RemoteBoundary>
    </main>
  );
}
