import { createAppConfig } from '@suite/scripts/rspack';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'shell',
  port: 3000,
  title: 'Site Builder admin',
  host: true,
});
