import { useMemo } from 'react';
import { useEditingCatalog } from './catalog';

const REGION_ID = 'suite-live-announcements';

/** Read by screen readers, not drawn. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: '0',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: '0',
} as const;

/** The page's one polite live region, made on first use: every app of the page announces in it. */
function liveRegion(): HTMLElement {
  const existing = document.getElementById(REGION_ID);
  if (existing) return existing;
  const region = document.createElement('div');
  region.id = REGION_ID;
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  Object.assign(region.style, VISUALLY_HIDDEN);
  document.body.append(region);
  return region;
}

/** Says `message` in the live region; the same message twice is announced twice. */
function announce(message: string): void {
  const region = liveRegion();
  region.textContent = '';
  // A new text node after the region was emptied is a change the screen reader reads.
  requestAnimationFrame(() => {
    region.textContent = message;
  });
}

export interface EditingAnnouncer {
  moved: (name: string, position: number, count: number) => void;
  pickedUp: (name: string, position: number, count: number) => void;
  dropped: (name: string, position: number, count: number) => void;
  putBack: (name: string, position: number, count: number) => void;
  duplicated: (name: string) => void;
  removed: (name: string) => void;
  undone: () => void;
  redone: () => void;
  /**
   * An app's own message, worded in its catalog ("Hero added at position 3 of 3"): what the screen
   * shows another way (the list's new row, the page it lands on) said in the same live region.
   */
  say: (message: string) => void;
}

/**
 * Tells screen reader users what an editing action did ("Hero moved to position 2 of 5"), as the
 * screen shows it to others, in the page's language.
 */
export function useEditingAnnouncer(): EditingAnnouncer {
  const { t } = useEditingCatalog();
  return useMemo(
    () => ({
      moved: (name, position, count) => announce(t('moved', { name, position, count })),
      pickedUp: (name, position, count) => announce(t('pickedUp', { name, position, count })),
      dropped: (name, position, count) => announce(t('dropped', { name, position, count })),
      putBack: (name, position, count) => announce(t('putBack', { name, position, count })),
      duplicated: (name) => announce(t('duplicated', { name })),
      removed: (name) => announce(t('removed', { name })),
      undone: () => announce(t('undone')),
      redone: () => announce(t('redone')),
      say: announce,
    }),
    [t],
  );
}
