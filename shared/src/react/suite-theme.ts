import { useMemo, useSyncExternalStore } from 'react';
import { theme as antdTheme, type ThemeConfig } from 'antd';
import { useColorScheme, type ColorScheme } from './color-scheme';

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

/**
 * The same theme drawn dark: antd's dark algorithm, a lighter indigo that keeps its contrast on the
 * dark surfaces, and the layout on antd's dark container and layout colours.
 */
export const suiteDarkTheme: ThemeConfig = {
  algorithm: antdTheme.darkAlgorithm,
  token: { ...suiteTheme.token, colorPrimary: '#6d6af8', colorInfo: '#6d6af8' },
  components: {
    Layout: { headerBg: '#141414', headerPadding: '0 16px', siderBg: '#141414', bodyBg: '#000000' },
  },
};

/** The suite's theme in a scheme. */
export function suiteThemeOf(scheme: ColorScheme): ThemeConfig {
  return scheme === 'dark' ? suiteDarkTheme : suiteTheme;
}

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
 * The suite's theme as this visitor should get it: in the colour scheme they chose (or their
 * system's), without antd's animations (dialogs zooming, lists sliding, panels collapsing) when they
 * prefer reduced motion.
 */
export function useSuiteTheme(): ThemeConfig {
  const reducedMotion = usePrefersReducedMotion();
  const { scheme } = useColorScheme();
  return useMemo(() => {
    const base = suiteThemeOf(scheme);
    return reducedMotion ? { ...base, token: { ...base.token, motion: false } } : base;
  }, [reducedMotion, scheme]);
}
