// What a page's sections point at: another widget, a leaderboard, a checkout, a product, a product
// collection, a contract form. A save may only point at the widget owner's own (the pickers list
// nothing else, and the server checks again whatever the client did); another user's id is refused
// like a missing one, so nothing tells whether it exists.
import { SERIAL_ID_MAX, validationMessage, type ValidationCode } from '@suite/shared';
import { isKnownSectionType, type Section, type SectionType } from '@suite/shared/widget';
import { and, eq, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../db';
import { ownedAmong, type OwnedRecords } from './catalog-ownership';
import { isUuid } from '../db/ids';
import { checkouts, contractForms, leaderboards, productCollections, products, widgets } from '../db/schema';
import { invalidInput } from '../errors';
import { sellerMadeCheckout } from './store-checkouts';

type Reader = Pick<AppDatabase, 'select'>;

type ReferenceKind = 'widget' | 'leaderboard' | 'checkout' | 'product' | 'collection' | 'contractForm';

/** One id a section holds, with where it sits under the section's `data` (`content.id`, `listings.2.checkoutId`). */
interface SectionReference {
  kind: ReferenceKind;
  /** The id as text, as the database would compare it (a uuid in lower case, a form id trimmed). */
  id: string;
  path: string;
}

/** The message of a reference that is not the owner's (or no longer exists). */
const NOT_OWNED: Record<ReferenceKind, ValidationCode> = {
  widget: 'notYourWidget',
  leaderboard: 'notThisWidgetsLeaderboard',
  checkout: 'notYourCheckout',
  product: 'notYourProduct',
  collection: 'notYourCollection',
  contractForm: 'notYourContractForm',
};

const COMMERCE_KINDS: Record<string, ReferenceKind> = {
  checkout: 'checkout',
  'single-product': 'product',
  collection: 'collection',
};

function serialIdReference(kind: ReferenceKind, path: string, value: unknown): SectionReference[] {
  return typeof value === 'number' ? [{ kind, id: String(value), path }] : [];
}

function textReference(kind: ReferenceKind, path: string, value: unknown): SectionReference[] {
  if (typeof value !== 'string') return [];
  const id = value.trim();
  return [{ kind, id: kind === 'contractForm' ? id : id.toLowerCase(), path }];
}

/**
 * The references of each section type that holds any (`shared/src/sections/`): read leniently, since
 * a stored section was not re-checked when its type's rules changed; a save's own sections have
 * passed their type's schema before this runs.
 */
const REFERENCES_OF: Partial<Record<SectionType, (data: Section['data']) => SectionReference[]>> = {
  widget: (data) => serialIdReference('widget', 'widgetId', data.widgetId),
  ranking: (data) => serialIdReference('leaderboard', 'rankingId', data.rankingId),
  'user-contract-form': (data) => textReference('contractForm', 'formId', data.formId),
  commerce: ({ content }) => {
    if (typeof content !== 'object' || content === null || !('type' in content) || !('id' in content))
      return [];
    const kind = typeof content.type === 'string' ? COMMERCE_KINDS[content.type] : undefined;
    return kind ? textReference(kind, 'content.id', content.id) : [];
  },
  'asset-store': ({ listings }) =>
    Array.isArray(listings)
      ? listings.flatMap((listing: unknown, index) =>
          typeof listing === 'object' && listing !== null && 'checkoutId' in listing
            ? textReference('checkout', `listings.${index}.checkoutId`, listing.checkoutId)
            : [],
        )
      : [],
};

function referencesOf(section: Section): SectionReference[] {
  return isKnownSectionType(section.type) ? (REFERENCES_OF[section.type]?.(section.data) ?? []) : [];
}

const referenceKey = (reference: Pick<SectionReference, 'kind' | 'id'>) =>
  `${reference.kind}:${reference.id}`;

/** Where each kind's records are, and what more the owner's must be. */
interface OwnedRows extends OwnedRecords {
  /** A serial (integer) id, else a uuid. */
  serial: boolean;
  /** More the row must be: a leaderboard of the widget being saved (its ranking section reads only those). */
  also?: (widgetId: number) => SQL;
  /** Which rows of the kind a section may show at all: a checkout the seller made, not a site's store checkout. */
  only?: SQL;
}

const OWNED_ROWS: Record<ReferenceKind, OwnedRows> = {
  widget: { table: widgets, id: widgets.id, owner: widgets.ownerId, serial: true },
  leaderboard: {
    table: leaderboards,
    id: leaderboards.id,
    owner: leaderboards.ownerId,
    serial: true,
    also: (widgetId) => eq(leaderboards.siteId, widgetId),
  },
  checkout: {
    table: checkouts,
    id: checkouts.id,
    owner: checkouts.ownerId,
    serial: false,
    only: sellerMadeCheckout,
  },
  product: { table: products, id: products.id, owner: products.ownerId, serial: false },
  collection: {
    table: productCollections,
    id: productCollections.id,
    owner: productCollections.ownerId,
    serial: false,
  },
  contractForm: { table: contractForms, id: contractForms.id, owner: contractForms.ownerId, serial: true },
};

/**
 * Whether an id can be a row of its kind at all (a whole number within a serial's range, or a uuid):
 * anything else is refused without asking the database, whose integer or uuid column would reject it.
 */
function isPossibleId(kind: ReferenceKind, id: string): boolean {
  if (!OWNED_ROWS[kind].serial) return isUuid(id);
  return /^[1-9]\d{0,9}$/.test(id) && Number(id) <= SERIAL_ID_MAX;
}

/** Which of `ids` (possible ids of `kind`, each once) are the owner's: one query for them all. */
async function ownedIds(
  db: Reader,
  kind: ReferenceKind,
  ids: readonly string[],
  ownerId: string,
  widgetId: number | undefined,
): Promise<Set<string>> {
  const rows = OWNED_ROWS[kind];
  // A leaderboard belongs to one widget: a widget not created yet has none.
  if (rows.also && widgetId === undefined) return new Set();
  const also = widgetId === undefined ? undefined : rows.also?.(widgetId);
  return ownedAmong(db, rows, ownerId, rows.serial ? ids.map(Number) : ids, and(also, rows.only));
}

/**
 * Refuses (400, nothing written) a save whose sections point at what is not the owner's: another
 * user's or a missing widget, leaderboard, checkout, product, collection or contract form, on
 * `config.page.sections.<n>.data.<field>`, and a widget section showing the widget being saved.
 *
 * Only references the stored config (`stored`: the widget's sections before this save, none for a
 * new widget) does not already hold are checked. Whatever the owner picked stays picked when it is
 * later deleted (a leaderboard, a product…), and the save of an unrelated panel sends every section
 * back as it was: checking those again would block every later save of the widget until the owner
 * found and removed a section nothing told them was broken. A reference is kept when the stored
 * config holds the same id of the same kind in any section, so moving or duplicating a section
 * changes nothing. A widget showing itself is refused even when stored: it is never the fate of
 * another record, only a loop in this config, and the 400 names the section to fix.
 *
 * One query per kind of reference, whatever the number of sections.
 */
export async function assertOwnSectionReferences(
  db: Reader,
  save: {
    ownerId: string;
    /** The widget being saved; none when creating one. */
    widgetId: number | undefined;
    sections: readonly Section[];
    stored: readonly Section[];
  },
): Promise<void> {
  const kept = new Set(save.stored.flatMap(referencesOf).map(referenceKey));
  const fields: Record<string, string> = {};
  const toCheck: (SectionReference & { field: string })[] = [];
  const itself =
    save.widgetId === undefined ? undefined : referenceKey({ kind: 'widget', id: String(save.widgetId) });
  save.sections.forEach((section, index) => {
    for (const reference of referencesOf(section)) {
      const field = `config.page.sections.${index}.data.${reference.path}`;
      if (referenceKey(reference) === itself) {
        fields[field] = validationMessage('widgetShowsItself');
      } else if (!kept.has(referenceKey(reference))) {
        toCheck.push({ ...reference, field });
      }
    }
  });

  for (const kind of new Set(toCheck.map((reference) => reference.kind))) {
    const ofKind = toCheck.filter((reference) => reference.kind === kind);
    const possible = [...new Set(ofKind.map((reference) => reference.id))].filter((id) =>
      isPossibleId(kind, id),
    );
    const owned = await ownedIds(db, kind, possible, save.ownerId, save.widgetId);
    for (const reference of ofKind) {
      if (!owned.has(reference.id)) fields[reference.field] = validationMessage(NOT_OWNED[kind]);
    }
  }
  if (Object.keys(fields).length > 0) throw invalidInput(fields);
}
