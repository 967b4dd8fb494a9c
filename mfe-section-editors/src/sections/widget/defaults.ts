import type { WidgetSectionConfig } from '@suite/shared';

export const WIDGET_SECTION_DEFAULTS: WidgetSectionConfig = { widgetId: null };
