import { lazy } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type * as PageRendererModule from 'mfe_section_editors/PageRenderer';
import type * as SectionDialogModule from 'mfe_section_editors/SectionDialog';

const REMOTE = 'mfe_section_editors';

/** The modules this page loads, typed by the types the remote publishes (`pnpm types`). */
interface SectionEditorsModules {
  'mfe_section_editors/SectionDialog': typeof SectionDialogModule;
  'mfe_section_editors/PageRenderer': typeof PageRendererModule;
}

/** A page's section, as the remote's page renderer takes it. */
export type Section = Parameters<typeof PageRendererModule.default>[0]['sections'][number];

/** Registers mfe_section_editors, the only remote this page knows, by its remote entry's URL. */
export function registerSectionEditors(remoteEntry: string): void {
  registerRemotes([{ name: REMOTE, entry: remoteEntry }]);
}

async function loadModule<Id extends keyof SectionEditorsModules>(
  id: Id,
): Promise<SectionEditorsModules[Id]> {
  const exports = await loadRemote<SectionEditorsModules[Id]>(id);
  if (!exports?.default) throw new Error(`${id} is not exposed by ${REMOTE}`);
  return exports;
}

// Props are typed by the remote's published types; nothing of the suite's repository is imported.
export const SectionDialog = lazy(() => loadModule('mfe_section_editors/SectionDialog'));
export const PageRenderer = lazy(() => loadModule('mfe_section_editors/PageRenderer'));
