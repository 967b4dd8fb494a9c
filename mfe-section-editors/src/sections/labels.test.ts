import { SECTION_REGISTRY, type SectionType } from '@suite/shared/sections';
import { ACCORDION_LABELS } from './accordion/labels';
import { ASSET_SECTION_LABELS } from './asset-section/labels';
import { ASSET_STORE_LABELS } from './asset-store/labels';
import { CALL_TO_ACTION_LABELS } from './call-to-action/labels';
import { CARD_LABELS } from './card/labels';
import { CAROUSEL_LABELS } from './carousel/labels';
import { CODE_PAGE_LABELS } from './code-page/labels';
import { COLLECTION_LABELS } from './collection/labels';
import { COLLECTIONS_LABELS } from './collections/labels';
import { COMMERCE_LABELS } from './commerce/labels';
import { CONTRACT_LABELS } from './contract/labels';
import { CUSTOM_SECTION_LABELS } from './custom/labels';
import { DEX_GENERATOR_LABELS } from './dex-generator/labels';
import { EXCHANGE_LABELS } from './exchange/labels';
import { FEATURED_LABELS } from './featured/labels';
import { describeIssue, type FieldLabel, type FieldLabels } from './field-labels';
import { MARKDOWN_LABELS } from './markdown/labels';
import { RANKING_LABELS } from './ranking/labels';
import { REFERRAL_LABELS } from './referral/labels';
import { SHOWCASE_LABELS } from './showcase/labels';
import { STEPPER_LABELS } from './stepper/labels';
import { SWAP_LABELS } from './swap/labels';
import { TABS_LABELS } from './tabs/labels';
import { TOKEN_TRADE_LABELS } from './token-trade/labels';
import { USER_CONTRACT_FORM_LABELS } from './user-contract-form/labels';
import { VIDEO_LABELS } from './video/labels';
import { WIDGET_SECTION_LABELS } from './widget/labels';
import { englishCatalog } from '../test/english';

/**
 * The labels each type's renderer gives `SectionNotReady`. The wallet has none: its renderer never
 * shows issues (settings that fail to parse draw the wallet in the site's theme, seed 000 §3).
 */
const LABELS_OF: Record<Exclude<SectionType, 'wallet'>, FieldLabels> = {
  accordion: ACCORDION_LABELS,
  'asset-section': ASSET_SECTION_LABELS,
  'asset-store': ASSET_STORE_LABELS,
  'call-to-action': CALL_TO_ACTION_LABELS,
  card: CARD_LABELS,
  carousel: CAROUSEL_LABELS,
  'code-page-section': CODE_PAGE_LABELS,
  collection: COLLECTION_LABELS,
  collections: COLLECTIONS_LABELS,
  commerce: COMMERCE_LABELS,
  contract: CONTRACT_LABELS,
  custom: CUSTOM_SECTION_LABELS,
  'dex-generator-section': DEX_GENERATOR_LABELS,
  exchange: EXCHANGE_LABELS,
  featured: FEATURED_LABELS,
  markdown: MARKDOWN_LABELS,
  ranking: RANKING_LABELS,
  referral: REFERRAL_LABELS,
  showcase: SHOWCASE_LABELS,
  stepper: STEPPER_LABELS,
  swap: SWAP_LABELS,
  tabs: TABS_LABELS,
  'token-trade': TOKEN_TRADE_LABELS,
  'user-contract-form': USER_CONTRACT_FORM_LABELS,
  video: VIDEO_LABELS,
  widget: WIDGET_SECTION_LABELS,
};

/**
 * The same value with every field of the wrong kind, and every list holding one empty entry: the
 * schema then reports each field it has, down to the fields of a list's entries.
 */
function spoiled(value: unknown): unknown {
  if (Array.isArray(value)) return value.length > 0 ? value.map(spoiled) : [{}];
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, spoiled(field)]));
  }
  return typeof value === 'string' ? 12 : 'not a value';
}

/** Entries a list of several kinds needs one of each to report its fields. */
const EXTRA_CONFIGS: Partial<Record<SectionType, unknown[]>> = {
  showcase: [{ items: [{ kind: 'image' }, { kind: 'nft' }, { kind: 'link' }] }],
  featured: [{ items: [{ type: 'asset' }, { type: 'collection' }] }],
  collections: [{ items: [{ type: 'asset' }, { type: 'collection' }] }],
  'call-to-action': [{ items: [{ type: 'asset' }, { type: 'collection' }] }],
};

/** The first segment of `path` no label of `labels` names (a list's entry is named by its list). */
function undeclared(labels: FieldLabels, path: readonly PropertyKey[]): string | undefined {
  let scope: FieldLabels | undefined = labels;
  for (let at = 0; at < path.length; at += 1) {
    const segment = path[at];
    const label: FieldLabel | undefined = segment === undefined ? undefined : scope?.[String(segment)];
    if (label === undefined) return path.slice(0, at + 1).join('.');
    if (typeof label === 'string') {
      // A list of plain values (strings) names its entries by the list's label.
      if (at === path.length - 1 || (at === path.length - 2 && typeof path[at + 1] === 'number'))
        return undefined;
      return path.slice(0, at + 2).join('.');
    }
    if ('item' in label && typeof path[at + 1] === 'number') at += 1;
    scope = label.fields;
  }
  return undefined;
}

describe("every section type's preview names its fields in its editor's words", () => {
  it.each(Object.entries(LABELS_OF))('%s', (type, labels) => {
    const t = englishCatalog();
    const { schema, defaults } = SECTION_REGISTRY[type as keyof typeof LABELS_OF];
    const configs = [defaults, spoiled(defaults), ...(EXTRA_CONFIGS[type as SectionType] ?? [])].map(
      (config) => (typeof config === 'object' && config !== null ? { ...defaults, ...config } : config),
    );
    const issues = configs.flatMap((config) => {
      const parsed = schema.safeParse(config);
      return parsed.success ? [] : parsed.error.issues;
    });
    expect(issues.length).toBeGreaterThan(0);

    const unnamed = issues
      .map((issue) => undeclared(labels, issue.path))
      .filter((path) => path !== undefined);
    expect([...new Set(unnamed)]).toEqual([]);
    for (const issue of issues) {
      const where = describeIssue(labels, issue, t).slice(0, -issue.message.length);
      expect(where).not.toMatch(/#\d|\./);
      for (const key of issue.path) {
        if (typeof key === 'string' && /[a-z][A-Z]/.test(key)) expect(where).not.toContain(key);
      }
    }
  });
});
