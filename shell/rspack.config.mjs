import { createAppConfig } from '@suite/scripts/rspack';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'shell',
  port: 3000,
  title: 'Site Builder admin',
  host: true,
  // The buyer's pay page loader (`/c/{id}` is answered with public/pay.html): a plain script, without
  // the admin's federation runtime, that loads mfe_commerce's pay page.
  pages: { pay: './src/pay-page/index.ts' },
});
