import { lazy } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteModuleExports } from '@suite/shared';

const REMOTE = 'mfe_section_editors';

type SectionEditorsModule = 'mfe_section_editors/SectionDialog' | 'mfe_section_editors/PageRenderer';

/** Registers mfe_section_editors, the only remote this page knows, by its remote entry's URL. */
export function registerSectionEditors(remoteEntry: string): void {
  registerRemotes([{ name: REMOTE, entry: remoteEntry }]);
}

async function loadModule<Id extends SectionEditorsModule>(id: Id): Promise<RemoteModuleExports<Id>> {
  const exports = await loadRemote<RemoteModuleExports<Id>>(id);
  if (!exports?.default) throw new Error(`${id} is not exposed by ${REMOTE}`);
  return exports;
}

// Props are typed by the suite's contract (`@suite/shared` mount-props.ts); only types are imported.
export const SectionDialog = lazy(() => loadModule('mfe_section_editors/SectionDialog'));
export const PageRenderer = lazy(() => loadModule('mfe_section_editors/PageRenderer'));
