/** A tab opened at a visitor's click, sent to its page once that page is known. */
export interface PendingTab {
  /** An absolute address (the server's pay page), or a path of this page's origin. */
  go(url: string): void;
  /** Nothing to show after all: the tab closes. */
  cancel(): void;
}

/**
 * Opens a new tab now, while the click still allows it (a tab opened after an awaited call would
 * meet the pop-up blocker), for a page known a moment later (a checkout's pay
 * page). The page the site is shown in (an embed, the editor's preview) stays as it was. Where the
 * browser refuses a tab, this page goes there instead. In one place, so that a test in jsdom (which
 * cannot navigate) can stand in for it.
 */
export function openPendingTab(): PendingTab {
  const tab = window.open('', '_blank');
  if (!tab) return { go: (url) => window.location.assign(url), cancel: () => undefined };
  // The page it shows gets no handle on this one, as with `rel="noopener"`.
  tab.opener = null;
  return {
    go: (url) => tab.location.replace(new URL(url, window.location.href).href),
    cancel: () => tab.close(),
  };
}
