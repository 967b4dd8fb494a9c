import { createAppConfig } from '@suite/scripts/rspack';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'mfe_auth',
  port: 3001,
  title: 'Account (mfe_auth)',
  exposes: {
    './AccountArea': './src/exposes/account-area.tsx',
    './LoginButton': './src/exposes/login-button.tsx',
    './AccountPage': './src/exposes/account-page.tsx',
    './PublicProfilePage': './src/exposes/public-profile-page.tsx',
  },
});
