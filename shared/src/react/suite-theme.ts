import { useMemo, useSyncExternalStore } from 'react';
import type { ThemeConfig } from 'antd';

/** The one antd theme of the suite: every remote gets its tokens from here, never from global CSS. */
export const suiteTheme: ThemeConfig = {
  token: {
    colorPrimary: '#4f46e5',
    colorInfo: '#4f46e5',
    borderRadius: 8,
    fontSize: 14,
  },
  components: {
    Layout: { headerBg: '#ffffff', headerPadding: '0 16px', siderBg: '#ffffff', bodyBg: '#f5f6fa' },
  },
};

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the visitor asked their system for less motion (and follows a change while the page is open). */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia(REDUCED_MOTION_QUERY).matches,
    () => false,
  );
}

/**
 * The suite's theme as this visitor should get it: without antd's animations (dialogs zooming,
 * lists sliding, panels collapsing) when they prefer reduced motion.
 */
export function useSuiteTheme(): ThemeConfig {
  const reducedMotion = usePrefersReducedMotion();
  return useMemo(
    () => (reducedMotion ? { ...suiteTheme, token: { ...suiteTheme.token, motion: false } } : suiteTheme),
    [reducedMotion],
  );
}
