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
