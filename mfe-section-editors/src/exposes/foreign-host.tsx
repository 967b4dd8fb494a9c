import type { ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import { useOptionalApiClient } from '@suite/shared/react';
import { ThemedPage, useWidgetThemeConfig } from '@suite/shared/site-theme';
import { FormSchemeProvider, type SiteLook } from '../section-kit/site-theme';

/**
 * Whether this module is mounted on a page the suite does not own (a partner's product): no suite's
 * providers around it. The shell, the widget editor and each remote's own page mount the modules inside
 * theirs, and draw the site's page and the admin's scheme around them; a partner's page has neither, and
 * its visitors' system scheme says nothing of how that page is drawn. Read it outside the module's own
 * `SuiteProviders`.
 */
export function useOnForeignHost(): boolean {
  return useOptionalApiClient() === null;
}

/**
 * What the renderers draw on a partner's page, or with the site's theme given: the site's page in its
 * look (`ThemedPage`, as the dialog's preview draws it), its toasts and dialogs in that look too.
 */
export function SitePageLook({ look, children }: { look: SiteLook; children: ReactNode }) {
  return (
    <ThemedPage value={look.value} mode={look.mode} padding={12}>
      <App component={false}>{children}</App>
    </ThemedPage>
  );
}

/**
 * The dialog on a partner's page, which has no admin's theme: its own form, toasts and questions
 * ("Discard changes?") in the site's look and mode, like its preview, rather than the suite's theme in
 * the visitor's system scheme (white text on the partner's light page).
 */
export function DialogInSiteLook({ look, children }: { look: SiteLook; children: ReactNode }) {
  return (
    <ConfigProvider theme={useWidgetThemeConfig(look.value, look.mode)}>
      <App component={false}>
        <FormSchemeProvider scheme={look.mode}>{children}</FormSchemeProvider>
      </App>
    </ConfigProvider>
  );
}
