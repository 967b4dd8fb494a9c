import { createAppConfig } from '@suite/scripts/rspack';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'mfe_commerce',
  port: 3004,
  title: 'Commerce (mfe_commerce)',
  exposes: {
    './CommerceApp': './src/exposes/commerce-app.tsx',
  },
  // The buyer's pay page (`/c/{id}`), loaded by the shell from `pay/pay.js`: a plain app, light.
  pages: { pay: './src/pay/index.ts' },
});
