import { createAppConfig } from '@suite/scripts/rspack';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'mfe_commerce',
  port: 3004,
  title: 'Commerce (mfe_commerce)',
  exposes: {
    './CommerceApp': './src/exposes/commerce-app.tsx',
    './CheckoutPage': './src/exposes/checkout-page.tsx',
  },
});
