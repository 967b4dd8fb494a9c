import { createContext, useContext } from 'react';
import type { RemoteModuleId, RemoteModuleProps } from '@suite/shared';
import { RemoteModule, type RemoteModuleLoader, type RemoteModuleVariant } from '@suite/shared/react';

/**
 * How this remote loads the modules of other remotes (mfe_section_editors, mfe_commerce). The
 * exposed modules provide the federation loader; tests provide a fake one.
 */
export const RemoteLoaderContext = createContext<RemoteModuleLoader | null>(null);

function useRemoteLoader(): RemoteModuleLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('The widget editor needs a RemoteLoaderContext to load other remotes');
  return loader;
}

interface WidgetRemoteProps<Id extends RemoteModuleId> {
  id: Id;
  props: RemoteModuleProps<Id>;
  variant?: RemoteModuleVariant;
}

/** An exposed module of another remote, with the named fallback and Retry of every remote module. */
export function WidgetRemote<Id extends RemoteModuleId>({ id, props, variant }: WidgetRemoteProps<Id>) {
  return <RemoteModule id={id} props={props} loader={useRemoteLoader()} variant={variant} />;
}
