import * as z from 'zod/v4';
import { WidgetConfigSchema, WidgetKitSchema, WidgetPageSchema } from '@suite/shared/widget';
import { coded } from '@suite/shared';

/** The English of `chooseWidget`, the message of a widget section without a widget. */
export const WIDGET_REQUIRED_MESSAGE = 'Choose a widget';
/** Where a new widget is created; the picker's Create widget button opens it in a new tab (000 §2). */
export const CREATE_WIDGET_PATH = '/admin/widget';

/**
 * A screen of a widget's editor (`?tab=` picks its panel: `data.collections`, `contract.forms`…), for
 * a section editor's link to where what it picks is made; the widget list when no widget is known.
 */
export function widgetEditorPanelPath(widgetId: string | undefined, panel: string): string {
  return widgetId
    ? `/admin/widget/edit/${encodeURIComponent(widgetId)}?tab=${encodeURIComponent(panel)}`
    : CREATE_WIDGET_PATH;
}

/**
 * The widget section (seed 000 §3: config.widgetId): another of the owner's widgets, shown inside
 * this page. A section's config is its `data`.
 */
export const WidgetSectionConfigSchema = z.object({
  widgetId: z
    .number(coded('chooseWidget'))
    .int(coded('chooseWidget'))
    .min(1, coded('chooseWidget'))
    .nullable()
    .refine((id) => id !== null, coded('chooseWidget')),
});
export type WidgetSectionConfig = z.input<typeof WidgetSectionConfigSchema>;

/**
 * What a visitor of a site may read of another widget of the same owner: its name, its Currency (the
 * prices its sections show) and its page, with the page's layout.
 */
export const SiteWidgetSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kit: WidgetKitSchema,
  currency: WidgetConfigSchema.shape.currency,
  page: WidgetPageSchema,
});
export type SiteWidget = z.infer<typeof SiteWidgetSchema>;

/** A new widget section: no widget picked yet. */
export const WIDGET_SECTION_DEFAULTS: WidgetSectionConfig = { widgetId: null };
