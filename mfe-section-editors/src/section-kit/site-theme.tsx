import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { theme, type GlobalToken } from 'antd';
import type { ThemeMode } from '@suite/shared';
import { useColorScheme } from '@suite/shared/react';
import { DEFAULT_THEME_ID } from '@suite/shared/schemas';
import { widgetThemeConfig } from '@suite/shared/site-theme';
import type { WidgetTheme } from '@suite/shared/widget';

/** The site a section is edited for, as its visitors see it: its theme, in the mode it is previewed in. */
export interface SiteLook {
  value: WidgetTheme;
  mode: ThemeMode;
}

/**
 * Without a site theme (a partner's product, the standalone composer), the suite's default site
 * preset in light: never the admin's own theme or colour scheme, which are not the site's.
 */
const DEFAULT_SITE_LOOK: SiteLook = { value: { theme: DEFAULT_THEME_ID }, mode: 'light' };

/** The dialog's `siteTheme` and `siteThemeMode`, as one value that changes only when they do. */
export function useSiteLook(value: WidgetTheme | undefined, mode: ThemeMode | undefined): SiteLook {
  const { theme: preset, customThemeLight, customThemeDark } = value ?? DEFAULT_SITE_LOOK.value;
  return useMemo(
    () => ({
      value: { theme: preset, customThemeLight, customThemeDark },
      mode: mode ?? DEFAULT_SITE_LOOK.mode,
    }),
    [preset, customThemeLight, customThemeDark, mode],
  );
}

const SiteLookContext = createContext<SiteLook>(DEFAULT_SITE_LOOK);

/** Gives the section's editor the site's look, while the editor itself stays in the admin's theme. */
export function SiteLookProvider({ look, children }: { look: SiteLook; children: ReactNode }) {
  return <SiteLookContext.Provider value={look}>{children}</SiteLookContext.Provider>;
}

/**
 * The antd tokens of the site's theme (`widgetThemeConfig`), not of the ConfigProvider around: what
 * an editor fills a colour in with, so a default looks like the site and not like the admin.
 */
export function useSiteTokens(): GlobalToken {
  const look = useContext(SiteLookContext);
  return useMemo(() => theme.getDesignToken(widgetThemeConfig(look.value, look.mode)), [look]);
}

const FormSchemeContext = createContext<ThemeMode | null>(null);

/**
 * Draws what is below in `scheme` rather than the admin's colour scheme: on a partner's page, whose
 * dialog has no admin's theme and is drawn in the site's look in its mode (`exposes/foreign-host.tsx`).
 */
export function FormSchemeProvider({ scheme, children }: { scheme: ThemeMode; children: ReactNode }) {
  return <FormSchemeContext.Provider value={scheme}>{children}</FormSchemeContext.Provider>;
}

/**
 * The scheme the dialog's own form is drawn in, for what picks colours by it (the code editor's
 * syntax colours): the admin's, or the one a partner's page draws the dialog in.
 */
export function useFormScheme(): ThemeMode {
  const given = useContext(FormSchemeContext);
  const { scheme } = useColorScheme();
  return given ?? scheme;
}
