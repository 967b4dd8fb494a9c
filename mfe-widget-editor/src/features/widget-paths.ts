/** The URLs of the widget editor's screens (seed 001 §2). */
export const widgetPaths = {
  list: '/admin/widget',
  edit: (widgetId: string) => `/admin/widget/edit/${encodeURIComponent(widgetId)}`,
};

export const ADMIN_CRUMB = { key: 'admin', title: 'Admin' };
