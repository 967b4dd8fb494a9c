import * as z from 'zod/v4';
import { SectionSchema } from './section';
import { atMostChars, coded, required, type PreviewPlatform } from '@suite/shared';
import {
  COLLECTIONS_MAX,
  CONTRACTS_MAX,
  DomainSchema,
  HttpUrlSchema,
  limitSchema,
  pagedSchema,
  PageSchema,
  SearchSchema,
  SiteNftCollectionSchema,
  ThemeColoursSchema,
  TOKENS_MAX,
  WidgetContractSchema,
  WidgetFeesSchema,
  WidgetIdSchema,
  WidgetNetworksSchema,
  WidgetTokenSchema,
} from '@suite/shared/schemas';

/** The kits a widget is created with; they decide which editor menus apply (seed 001 §2). */
export const WIDGET_KITS = ['NFT', 'Swap', 'Commerce', 'Full'] as const;
export const WidgetKitSchema = z.enum(WIDGET_KITS, coded('widgetKit'));
export type WidgetKit = z.infer<typeof WidgetKitSchema>;

export const PageLayoutSchema = z.object({
  type: z.enum(['list', 'tabs'], coded('layoutType')),
  desktop: z.object({ position: z.enum(['top', 'side', 'bottom'], coded('desktopPosition')) }).optional(),
  mobile: z.object({ position: z.enum(['top', 'bottom'], coded('mobilePosition')) }).optional(),
});
export type PageLayout = z.infer<typeof PageLayoutSchema>;

const DESKTOP_TAB_PLACEMENT = { top: 'top', side: 'start', bottom: 'bottom' } as const;

/** Where a page laid out in tabs puts them on a platform, as antd's `Tabs` places them. */
export function pageTabPlacement(layout: PageLayout, platform: PreviewPlatform): 'top' | 'start' | 'bottom' {
  return platform === 'mobile'
    ? (layout.mobile?.position ?? 'top')
    : DESKTOP_TAB_PLACEMENT[layout.desktop?.position ?? 'top'];
}

export const WidgetPageSchema = z.object({
  title: z.string().trim().max(200, atMostChars(200)),
  layout: PageLayoutSchema.default({ type: 'list' }),
  sections: z
    .array(SectionSchema)
    .max(500, coded('atMostSections', { max: 500 }))
    .default([]),
});
export type WidgetPage = z.infer<typeof WidgetPageSchema>;

export const CustomSignatureSchema = z.object({
  enabled: z.boolean(),
  text: z.string().max(200, atMostChars(200)),
  link: z.union([z.literal(''), HttpUrlSchema]).optional(),
  showAppName: z.boolean(),
  showLoveBy: z.boolean(),
});

export type CustomSignature = z.infer<typeof CustomSignatureSchema>;

export const WidgetFooterSchema = z.object({
  hide_powered_by: z.boolean(),
  customSignature: CustomSignatureSchema.optional(),
});
export type WidgetFooter = z.infer<typeof WidgetFooterSchema>;

/**
 * The widget config (seed 001 §3). Loose at the top level: the editor keeps further settings (fees,
 * data, contracts) in the same JSON, and a save must not silently drop them. This is the config as
 * stored and read back; a save takes it through `WidgetConfigInputSchema` (`widget-input.ts`), which
 * also migrates and checks each section's data against the section registry.
 */
export const WidgetConfigSchema = z.looseObject({
  name: z.string().trim().min(1, required).max(100, atMostChars(100)),
  currency: z
    .string(required)
    .trim()
    .min(1, required)
    .regex(/^[A-Z]{3,5}$/, coded('currencyCode')),
  locale: z
    .string()
    .trim()
    .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, coded('languageCode'))
    .optional(),
  theme: z.string().max(100, atMostChars(100)).optional(),
  customThemeLight: ThemeColoursSchema.optional(),
  customThemeDark: ThemeColoursSchema.optional(),
  page: WidgetPageSchema,
  footer: WidgetFooterSchema.optional(),
  fees: WidgetFeesSchema.optional(),
  collections: z
    .array(SiteNftCollectionSchema)
    .max(COLLECTIONS_MAX, coded('atMostCollections', { max: COLLECTIONS_MAX }))
    .optional(),
  tokens: z
    .array(WidgetTokenSchema)
    .max(TOKENS_MAX, coded('atMostTokens', { max: TOKENS_MAX }))
    .optional(),
  networks: WidgetNetworksSchema.optional(),
  contracts: z
    .array(WidgetContractSchema)
    .max(CONTRACTS_MAX, coded('atMostContracts', { max: CONTRACTS_MAX }))
    .optional(),
  /** The custom domain the site is served on (a premium feature). */
  domain: z.union([z.literal(''), DomainSchema]).optional(),
});
export type WidgetConfig = z.infer<typeof WidgetConfigSchema>;

/**
 * A site's theme: the theme part of a widget config, drawn the same by the widget editor (its previews
 * and embed) and the section editors (the section dialog's preview, the NFT collection pages).
 */
export type WidgetTheme = Pick<WidgetConfig, 'theme' | 'customThemeLight' | 'customThemeDark'>;

/**
 * The footer of a site's pages as visitors get it, resolved by the server against the owner's premium
 * features: `showPoweredBy` is false only while the powered-by feature is active and the owner hid it;
 * `signature` is the custom signature only while the widget-signature feature is active and the
 * signature is enabled.
 */
export const SiteFooterSchema = z.object({
  showPoweredBy: z.boolean(),
  signature: CustomSignatureSchema.nullable(),
});
export type SiteFooter = z.infer<typeof SiteFooterSchema>;

/**
 * How a site looks to its visitors wherever it is drawn, its pages outside the widget too (the NFT
 * collection pages): its name (the tab's title), its Language (General), its theme and its footer.
 */
export const SiteLookSchema = z.object({
  name: WidgetConfigSchema.shape.name,
  locale: WidgetConfigSchema.shape.locale,
  theme: WidgetConfigSchema.shape.theme,
  customThemeLight: WidgetConfigSchema.shape.customThemeLight,
  customThemeDark: WidgetConfigSchema.shape.customThemeDark,
  ...SiteFooterSchema.shape,
});
export type SiteLook = z.infer<typeof SiteLookSchema>;

export const WidgetSchema = z.object({
  id: z.number().int(),
  /** The saved config as a JSON string (what the editor sent, normalised). */
  config: z.string(),
  configParsed: WidgetConfigSchema,
  version: z.number().int(),
  kit: WidgetKitSchema,
  updatedAt: z.iso.datetime(),
  /**
   * Whether this site holds the custom domain its config names (`configParsed.domain`): true while
   * the domain is this site's (served while its owner's custom-domain feature is active); false when
   * the config names none, or when another site took it after this site's feature lapsed — the config
   * still names it, and naming it again claims nothing, so the editor can say it is taken.
   */
  domainHeld: z.boolean(),
});
export type Widget = z.infer<typeof WidgetSchema>;

export const WidgetIdInputSchema = z.object({ id: WidgetIdSchema });

export const WIDGET_LIST_DEFAULT_LIMIT = 50;

export const WidgetListInputSchema = z.object({
  q: SearchSchema,
  page: PageSchema,
  limit: limitSchema(WIDGET_LIST_DEFAULT_LIMIT),
  /** A widget left out of the list and its total: the one being edited, which the picker never offers. */
  exclude: WidgetIdSchema.optional(),
});

export const WidgetListItemSchema = z.object({
  id: z.number().int(),
  kit: WidgetKitSchema,
  updatedAt: z.iso.datetime(),
  configParsed: z.object({ name: z.string() }),
});
export type WidgetListItem = z.infer<typeof WidgetListItemSchema>;
export const WidgetListSchema = pagedSchema(WidgetListItemSchema);
export type WidgetList = z.infer<typeof WidgetListSchema>;

/** What the embed code reads: no owner data, only what a visitor's page renders, and its footer. */
export const PublicWidgetSchema = z.object({
  id: z.number().int(),
  kit: WidgetKitSchema,
  configParsed: WidgetConfigSchema,
  updatedAt: z.iso.datetime(),
  ...SiteFooterSchema.shape,
});
export type PublicWidget = z.infer<typeof PublicWidgetSchema>;
export const PublicWidgetInputSchema = z.object({
  id: WidgetIdSchema,
  apiKey: z.uuid(coded('apiKey')),
});
/** A site read by the custom domain it is served on (the host name a visitor's browser asked for). */
export const PublicWidgetByDomainInputSchema = z.object({ domain: DomainSchema });
