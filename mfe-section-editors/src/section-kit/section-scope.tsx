import { createContext, useContext, useMemo, type ReactNode } from 'react';

/**
 * Where the sections being edited or shown live: the site whose page holds them and the widget being
 * edited, and the site's currency. The host passes them through the exposed module's props (SectionDialog, SectionRenderer,
 * PageRenderer), so a picker or a renderer never guesses them from the URL.
 */
export interface SectionScope {
  /** The site (widget) whose page is edited; site-scoped pickers list its checkouts, collections… */
  siteId?: string;
  /** The widget being edited: the widget picker leaves it out. */
  widgetId?: string;
  /** The site's Currency (General), for the prices its visitors read. */
  currency?: string;
}

const SectionScopeContext = createContext<SectionScope>({});

export function SectionScopeProvider({
  siteId,
  widgetId,
  currency,
  children,
}: SectionScope & { children: ReactNode }) {
  const scope = useMemo(() => ({ siteId, widgetId, currency }), [siteId, widgetId, currency]);
  return <SectionScopeContext.Provider value={scope}>{children}</SectionScopeContext.Provider>;
}

/** The site and widget the current section belongs to (empty outside a host that gives them). */
export function useSectionScope(): SectionScope {
  return useContext(SectionScopeContext);
}
