import type { ReactNode } from 'react';
import { BrowserRouter, MemoryRouter, Route, Routes, useInRouterContext } from 'react-router';

/**
 * In a host without a router the module brings its own: the editor routes in memory from its own
 * URL (its menu and the commerce screens still work), other screens follow the page's URL.
 */
export function EnsureRouter({ editorPath, children }: { editorPath?: string; children: ReactNode }) {
  if (useInRouterContext()) return <>{children}</>;
  if (editorPath) {
    return (
      <MemoryRouter initialEntries={[editorPath]}>
        <Routes>
          <Route path="/admin/widget/edit/:id/*" element={children} />
        </Routes>
      </MemoryRouter>
    );
  }
  return <BrowserRouter>{children}</BrowserRouter>;
}
