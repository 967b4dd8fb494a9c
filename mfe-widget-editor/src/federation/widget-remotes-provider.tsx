import type { ReactNode } from 'react';
import { widgetEditorRemotes } from './federation-loader';
import { RemoteLoaderContext } from './remote-loader-context';

/** What every exposed module of this remote wraps itself in: the loader of other remotes' modules. */
export function WidgetRemotesProvider({ children }: { children: ReactNode }) {
  return <RemoteLoaderContext.Provider value={widgetEditorRemotes}>{children}</RemoteLoaderContext.Provider>;
}
