import { createContext, useContext, useState, type ReactNode } from 'react';
import { BrowserRouter, createMemoryRouter, RouterProvider, useInRouterContext } from 'react-router';

/** The module's children, handed to the route of the router it brings (created once, for the page's life). */
const ChildrenContext = createContext<ReactNode>(null);

function Children() {
  return <>{useContext(ChildrenContext)}</>;
}

/**
 * In a host without a router the module brings its own: the editor routes in memory from its own
 * URL (its menu and the commerce screens still work; a data router, so leaving unsaved changes asks),
 * other screens follow the page's URL.
 */
export function EnsureRouter({ editorPath, children }: { editorPath?: string; children: ReactNode }) {
  if (useInRouterContext()) return <>{children}</>;
  if (editorPath) return <EditorMemoryRouter editorPath={editorPath}>{children}</EditorMemoryRouter>;
  return <BrowserRouter>{children}</BrowserRouter>;
}

function EditorMemoryRouter({ editorPath, children }: { editorPath: string; children: ReactNode }) {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '/admin/widget/edit/:id/*', element: <Children /> }], {
      initialEntries: [editorPath],
    }),
  );
  return (
    <ChildrenContext.Provider value={children}>
      <RouterProvider router={router} />
    </ChildrenContext.Provider>
  );
}
