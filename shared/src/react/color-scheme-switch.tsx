import type { ReactNode } from 'react';
import DesktopOutlined from '@ant-design/icons/DesktopOutlined';
import MoonOutlined from '@ant-design/icons/MoonOutlined';
import SunOutlined from '@ant-design/icons/SunOutlined';
import { ChoiceMenu } from './choice-menu';
import {
  COLOR_SCHEME_PREFERENCES,
  setColorSchemePreference,
  useColorScheme,
  type ColorSchemePreference,
} from './color-scheme';
import { useSharedCatalog } from './i18n/shared-catalog';

const ICONS: Record<ColorSchemePreference, ReactNode> = {
  light: <SunOutlined aria-hidden />,
  dark: <MoonOutlined aria-hidden />,
  system: <DesktopOutlined aria-hidden />,
};

/** The header's light / dark / system switch: one choice for the shell and every remote, remembered. */
export function ColorSchemeSwitch() {
  const { preference } = useColorScheme();
  const { t } = useSharedCatalog();
  return (
    <ChoiceMenu
      choices={COLOR_SCHEME_PREFERENCES.map((key) => ({
        key,
        icon: ICONS[key],
        label: t(`colorScheme.${key}`),
      }))}
      value={preference}
      onChoose={setColorSchemePreference}
      name={t('colorScheme.switch', { name: t(`colorScheme.${preference}`) })}
      icon={ICONS[preference]}
    />
  );
}
