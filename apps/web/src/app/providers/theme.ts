import type { ThemeConfig } from 'antd';

/** The mall's red (spec access §9 "theme colour is a red"). */
export const PRIMARY_COLOR = '#d9363e';

export const APP_THEME: ThemeConfig = {
  token: { colorPrimary: PRIMARY_COLOR, colorLink: PRIMARY_COLOR, borderRadius: 4 },
  components: {
    Layout: { headerBg: '#ffffff', headerHeight: 48, headerPadding: '0 12px', siderBg: '#1f1f1f' },
    Menu: { darkItemBg: '#1f1f1f', darkSubMenuItemBg: '#141414', darkItemSelectedBg: PRIMARY_COLOR },
  },
};
