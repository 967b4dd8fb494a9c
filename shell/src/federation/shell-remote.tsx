import { createContext, useContext } from 'react';
import type { RemoteModuleId, RemoteModuleProps } from '@suite/shared';
import { RemoteModule, type RemoteModuleLoader, type RemoteModuleVariant } from '@suite/shared/react';

export const RemoteLoaderContext = createContext<RemoteModuleLoader | null>(null);

interface ShellRemoteProps<Id extends RemoteModuleId> {
  id: Id;
  props: RemoteModuleProps<Id>;
  variant?: RemoteModuleVariant;
}

/** An exposed module of a remote, loaded through the shell's federation runtime. */
export function ShellRemote<Id extends RemoteModuleId>({ id, props, variant }: ShellRemoteProps<Id>) {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('ShellRemote needs the RemoteLoaderContext of the shell');
  return <RemoteModule id={id} props={props} loader={loader} variant={variant} />;
}
