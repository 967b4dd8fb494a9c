import { useMemo, useSyncExternalStore } from 'react';
import { theme as antdTheme, type ConfigProviderProps, type ThemeConfig } from 'antd';
import { useColorScheme, type ColorScheme } from './color-scheme';

/**
 * Colours that keep WCAG AA contrast (4.5:1) where antd's defaults do not (issue 19's axe pass):
 * secondary text and placeholders darker than antd's 45 % and 25 % black, and the status and tag
 * colours one shade deeper, so that a tag's text reads on its tinted background.
 */
const READABLE_LIGHT = {
  colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
  colorTextQuaternary: 'rgba(0, 0, 0, 0.55)',
  colorSuccess: '#237804',
  colorWarning: '#ad4e00',
  colorError: '#cf1322',
  blue: '#0958d9',
  green: '#237804',
  gold: '#ad6800',
  orange: '#ad4e00',
  red: '#cf1322',
  volcano: '#ad2102',
  purple: '#531dab',
  magenta: '#9e1068',
  cyan: '#006d75',
  lime: '#3f6600',
  geekblue: '#1d39c4',
  yellow: '#ad8b00',
};

/** The suite's corners and type size, in both schemes and on the sites it draws. */
export const SUITE_SHAPE = { borderRadius: 8, fontSize: 14 };

/** The one antd theme of the suite: every remote gets its tokens from here, never from global CSS. */
export const suiteTheme: ThemeConfig = {
  token: {
    colorPrimary: '#4f46e5',
    colorInfo: '#4f46e5',
    ...SUITE_SHAPE,
    ...READABLE_LIGHT,
  },
  components: {
    Layout: { headerBg: '#ffffff', headerPadding: '0 16px', siderBg: '#ffffff', bodyBg: '#f5f6fa' },
  },
};

/**
 * How an alert lays out on a narrow screen: its action (a link, a button) goes under the message when
 * both do not fit on one line, rather than squeezing the message into a column a word wide.
 */
export const suiteAlertLayout: NonNullable<ConfigProviderProps['alert']> = {
  styles: {
    root: { flexWrap: 'wrap', rowGap: 8 },
    // At least 12em beside the action, or all the line but the icon's room (at most 40px) in a
    // narrower alert: the message never wraps under its own icon.
    section: { flex: '1 1 min(12em, 100% - 40px)', minWidth: 0 },
  },
};

/**
 * The same theme drawn dark: antd's dark algorithm, a lighter indigo that keeps its contrast on the
 * dark surfaces, and the layout on antd's dark container and layout colours.
 */
const suiteDarkTheme: ThemeConfig = {
  algorithm: antdTheme.darkAlgorithm,
  token: {
    // The indigo behind white text (buttons) and a lighter one for text and links on dark surfaces:
    // each keeps 4.5:1.
    colorPrimary: '#5753e0',
    colorInfo: '#5753e0',
    colorPrimaryText: '#aeacff',
    colorLink: '#aeacff',
    colorLinkHover: '#cbcaff',
    colorTextTertiary: 'rgba(255, 255, 255, 0.65)',
    colorTextQuaternary: 'rgba(255, 255, 255, 0.55)',
    colorError: '#ff7875',
    purple: '#b37feb',
    ...SUITE_SHAPE,
  },
  components: {
    Layout: { headerBg: '#141414', headerPadding: '0 16px', siderBg: '#141414', bodyBg: '#000000' },
    Menu: { itemSelectedColor: '#cbcaff' },
    Tabs: { itemSelectedColor: '#cbcaff', itemActiveColor: '#cbcaff', inkBarColor: '#aeacff' },
    Button: { dangerColor: '#141414' },
  },
};

/** The suite's theme in a scheme. */
function suiteThemeOf(scheme: ColorScheme): ThemeConfig {
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
