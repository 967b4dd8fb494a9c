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
type SectionType = NonNullable<Parameters<typeof SectionDialogModule.default>[0]['types']>[number];

/**
 * The section types this page offers: those whose editor and renderer need nobody signed in to the
 * suite. This page has no sign-in and is on another site than the suite's API, whose session cookie
 * (SameSite=Lax) its requests never carry; the other types choose from the owner's own things
 * (products, checkouts, leaderboards, contract forms, widgets, NFTs looked up on chain) or the site's,
 * and would only say "Sign in to choose from your own items." (the README's "Sign-in").
 */
export const SESSION_FREE_TYPES: SectionType[] = [
  'video',
  'carousel',
  'markdown',
  'code-page-section',
  'card',
  'accordion',
  'stepper',
  'tabs',
];

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
// Loaders, not lazy components: a lazy component keeps a failed load for good, so each Retry makes a
// new one from its loader (remote-boundary.tsx); the federation runtime loads a failed entry again.
export const loadSectionDialog = () => loadModule('mfe_section_editors/SectionDialog');
export const loadPageRenderer = () => loadModule('mfe_section_editors/PageRenderer');
