import { createAppConfig } from '@suite/scripts/rspack';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'mfe_widget_editor',
  port: 3002,
  title: 'Widget editor (mfe_widget_editor)',
  exposes: {
    './WidgetListPage': './src/exposes/widget-list-page.tsx',
    './WidgetEditorPage': './src/exposes/widget-editor-page.tsx',
    './AdminPreviewPage': './src/exposes/admin-preview-page.tsx',
    './WidgetEmbedPage': './src/exposes/widget-embed-page.tsx',
  },
});
