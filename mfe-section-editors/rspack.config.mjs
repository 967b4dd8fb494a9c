import { createAppConfig } from '@suite/scripts/rspack';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'mfe_section_editors',
  port: 3003,
  title: 'Section editors (mfe_section_editors)',
  // Still to come with its issue: the wallet style editor.
  exposes: {
    './SectionTypePicker': './src/exposes/section-type-picker.tsx',
    './SectionDialog': './src/exposes/section-dialog.tsx',
    './SectionRenderer': './src/exposes/section-renderer.tsx',
    './PageRenderer': './src/exposes/page-renderer.tsx',
  },
});
