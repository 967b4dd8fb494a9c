import { createAppConfig } from '@suite/scripts/rspack';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'mfe_section_editors',
  port: 3003,
  title: 'Section editors (mfe_section_editors)',
  // Still to come with their issues: the Add/Edit Section dialog (`./SectionDialog`), the section
  // renderers (`./SectionRenderer`, `./PageRenderer`) and the wallet style editor.
  exposes: {
    './SectionTypePicker': './src/exposes/section-type-picker.tsx',
  },
});
