import type { ReactNode } from 'react';
import { Button, Dropdown, type MenuProps } from 'antd';
import DesktopOutlined from '@ant-design/icons/DesktopOutlined';
import MoonOutlined from '@ant-design/icons/MoonOutlined';
import SunOutlined from '@ant-design/icons/SunOutlined';
import {
  COLOR_SCHEME_PREFERENCES,
  setColorSchemePreference,
  useColorScheme,
  type ColorSchemePreference,
} from './color-scheme';

export const COLOR_SCHEME_TITLES: Record<ColorSchemePreference, string> = {
  light: 'Light',
  dark: 'Dark',
  system: 'System',
};

const ICONS: Record<ColorSchemePreference, ReactNode> = {
  light: <SunOutlined />,
  dark: <MoonOutlined />,
  system: <DesktopOutlined />,
};

/** The header's light / dark / system switch: one choice for the shell and every remote, remembered. */
export function ColorSchemeSwitch() {
  const { preference } = useColorScheme();
  const items: MenuProps['items'] = COLOR_SCHEME_PREFERENCES.map((key) => ({
    key,
    icon: ICONS[key],
    label: COLOR_SCHEME_TITLES[key],
  }));
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        selectable: true,
        selectedKeys: [preference],
        onClick: ({ key }) => {
          const chosen = COLOR_SCHEME_PREFERENCES.find((candidate) => candidate === key);
          if (chosen) setColorSchemePreference(chosen);
        },
      }}
    >
      <Button
        type="text"
        icon={ICONS[preference]}
        aria-label={`Theme: ${COLOR_SCHEME_TITLES[preference]}`}
        title={`Theme: ${COLOR_SCHEME_TITLES[preference]}`}
      />
    </Dropdown>
  );
}
