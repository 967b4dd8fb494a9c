import type { ORPCError } from '@orpc/server';
import type { ApiErrorData, PremiumFeature } from '@suite/shared';
import { WidgetConfigInputSchema } from '@suite/shared/sections';
import { WidgetKitSchema, type PublicWidget, type Widget, type WidgetConfig } from '@suite/shared/widget';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db';
import { countRows, listPage, readPage, textSearch } from '../../db/paging';
import { widgets, widgetVersions } from '../../db/schema';
import { countApiKeyRequest } from '../../domain/api-key-usage';
import { activeFeatures, featureStatus, siteFooter } from '../../domain/premium-features';
import { assertOwnSectionReferences } from '../../domain/section-references';
import { assertOwnSite } from '../../domain/sites';
import { readStoredConfig } from '../../domain/widget-config';
import { apiError, conflict, fieldErrors, invalidInput, isUniqueViolation, notFound } from '../../errors';
import { base, requireSession } from '../../orpc';
import type { PublicReadsLimit } from '../../http/public-reads-limit';
import type { Services } from '../../services';
import {
  findWidgetVersion,
  listWidgetVersions,
  recordWidgetVersion,
  toVersionSummary,
  type VersionAuthor,
} from './versions';

type WidgetRow = typeof widgets.$inferSelect;

const STALE_VERSION_MESSAGE = 'This widget was changed elsewhere. Reload it to get the latest version.';
const DOMAIN_TAKEN_MESSAGE = 'This domain is used by another site.';
const DOMAIN_LOCKED_MESSAGE = 'Unlock the custom domain feature to serve a site on a domain';
const DOMAIN_OF_THE_APP_MESSAGE = "This is the admin's own address";
const SITE_NOT_SERVED_MESSAGE = 'This site is not served on this domain right now.';

function staleVersion(): ORPCError<'CONFLICT', ApiErrorData> {
  return apiError('CONFLICT', 'staleVersion', STALE_VERSION_MESSAGE);
}

/** The custom domain a config names, as stored: null for none (DomainSchema has lower-cased it). */
function domainOf(config: WidgetConfig): string | null {
  return config.domain === undefined || config.domain === '' ? null : config.domain;
}

/** The stored row as the API shows it. */
function toWidget(row: WidgetRow): Widget {
  const { config, migrated } = readStoredConfig(row.config);
  const domain = domainOf(config);
  return {
    id: row.id,
    config: migrated ? JSON.stringify(config) : row.config,
    configParsed: config,
    version: row.version,
    kit: WidgetKitSchema.parse(row.kit),
    updatedAt: row.updatedAt.toISOString(),
    domainHeld: domain !== null && row.domain === domain,
  };
}

/**
 * Why this site may not take `domain` now, or null when it may: a site takes a custom domain only
 * while its owner's custom-domain feature is active, never the admin's own host name, and only one no
 * other site holds while its owner's feature is active. A domain held by a site whose feature lapsed
 * is taken from it here (it served nothing), so paying once never reserves a domain for good; its
 * config still names the domain, which its editor shows as taken (`domainHeld` false). The unique
 * index decides a race (`domainTakenOnRace`).
 */
async function domainClaimRefusal(
  tx: Executor,
  { ownerId, widgetId, domain }: { ownerId: string; widgetId: number | undefined; domain: string },
  appOrigins: readonly string[],
): Promise<ORPCError<'BAD_REQUEST' | 'CONFLICT', ApiErrorData> | null> {
  if (appOrigins.some((origin) => new URL(origin).hostname === domain))
    return invalidInput({ 'config.domain': DOMAIN_OF_THE_APP_MESSAGE });
  if (!(await featureStatus(tx, ownerId, 'custom-domain')).active)
    return invalidInput({ 'config.domain': DOMAIN_LOCKED_MESSAGE });
  const [holder] = await tx
    .select({ id: widgets.id, ownerId: widgets.ownerId })
    .from(widgets)
    .where(and(eq(widgets.domain, domain), widgetId === undefined ? undefined : ne(widgets.id, widgetId)));
  if (!holder) return null;
  if ((await featureStatus(tx, holder.ownerId, 'custom-domain')).active)
    return conflict('domainTaken', DOMAIN_TAKEN_MESSAGE);
  await tx.update(widgets).set({ domain: null }).where(eq(widgets.id, holder.id));
  return null;
}

/**
 * The domain a saved config gives the site (its row's `domain`): a new domain it names is claimed, and
 * refused when it cannot be (`domainClaimRefusal`). The domain its saved config named already is no
 * new claim, so neither a lapsed feature nor a domain another site took since blocks the owner's
 * other changes (the editor sends the whole config with every panel's save): one the site holds it
 * keeps (serving nothing while the feature is lapsed); one it lost is taken back once it may be again
 * (the feature active, no active site holding it), and otherwise stays with its holder.
 */
async function claimedDomain(
  tx: Executor,
  claim: {
    ownerId: string;
    widgetId: number | undefined;
    domain: string | null;
    /** The domain the saved config names (null on a create). */
    before: string | null;
    /** The domain the site holds now (its row's; null on a create). */
    held: string | null;
  },
  appOrigins: readonly string[],
): Promise<string | null> {
  const { ownerId, widgetId, domain, before, held } = claim;
  if (domain === null || domain === held) return domain;
  const refusal = await domainClaimRefusal(tx, { ownerId, widgetId, domain }, appOrigins);
  if (domain === before) return refusal ? null : domain;
  if (refusal) throw refusal;
  return domain;
}

/** Runs a write of a widget's row; a domain another site took meanwhile answers 409 like the check's. */
async function domainTakenOnRace<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('domainTaken', DOMAIN_TAKEN_MESSAGE);
    throw error;
  }
}

/** What a visitor's page gets: no owner data, and the footer the owner's features allow (`siteFooter`). */
function toPublicWidget(row: WidgetRow, features: Set<PremiumFeature>): PublicWidget {
  const widget = toWidget(row);
  return {
    id: widget.id,
    kit: widget.kit,
    configParsed: widget.configParsed,
    updatedAt: widget.updatedAt,
    ...siteFooter(widget.configParsed, features),
  };
}

/**
 * The owner's widget, locked until the transaction ends: concurrent saves of one widget queue here,
 * and each then reads the version (and config) the one before it left.
 */
async function lockOwnedWidget(tx: Executor, id: number, ownerId: string): Promise<WidgetRow> {
  const [row] = await tx
    .select()
    .from(widgets)
    .where(and(eq(widgets.id, id), eq(widgets.ownerId, ownerId)))
    .for('update');
  if (!row) throw notFound('widget');
  return row;
}

/**
 * Writes `config` over the locked `current` row as its next version and records that version: every
 * save and every restore goes through here. What its sections point at must be the owner's, unless
 * the current config already pointed at it (a restore brings back what the owner had, so it is
 * checked like a save against what is there now).
 */
async function saveWidget(
  tx: Executor,
  current: WidgetRow,
  config: WidgetConfig,
  author: VersionAuthor,
  { kept, appOrigins }: { kept: number; appOrigins: readonly string[] },
): Promise<WidgetRow> {
  const before = readStoredConfig(current.config).config;
  await assertOwnSectionReferences(tx, {
    ownerId: current.ownerId,
    widgetId: current.id,
    sections: config.page.sections,
    stored: before.page.sections,
  });
  const domain = await claimedDomain(
    tx,
    {
      ownerId: current.ownerId,
      widgetId: current.id,
      domain: domainOf(config),
      before: domainOf(before),
      held: current.domain,
    },
    appOrigins,
  );
  const [updated] = await domainTakenOnRace(() =>
    tx
      .update(widgets)
      .set({
        config: JSON.stringify(config),
        name: config.name,
        domain,
        version: current.version + 1,
        updatedAt: new Date(),
      })
      .where(eq(widgets.id, current.id))
      .returning(),
  );
  if (!updated) throw new Error('Saving a widget returned no row');
  await recordWidgetVersion(tx, updated, config, before, author, kept);
  return updated;
}

/** The owner's widgets (a site each): saved with their history, listed, removed, read publicly with an API key. */
export function widgetProcedures(services: Services, publicReads: PublicReadsLimit) {
  const { db } = services;
  const signedIn = requireSession(services);
  const kept = services.config.widgetVersionsKept;
  const saving = { kept, appOrigins: services.config.appOrigins };

  const upsert = base.widget.upsert.use(signedIn).handler(async ({ input, context }) => {
    const ownerId = context.session.userId;
    const author = { savedBy: context.session.address };
    // The input schema has migrated every section to its type's current version and checked its
    // data (WidgetConfigInputSchema); a failing section answered 400 before this ran.
    const config = input.config;

    if (input.id === undefined) {
      // The spec's create is an id-less config alone: a widget of every kit then.
      const kit = input.kit ?? 'Full';
      const created = await db.transaction(async (tx) => {
        const sections = config.page.sections;
        await assertOwnSectionReferences(tx, { ownerId, widgetId: undefined, sections, stored: [] });
        const domain = await claimedDomain(
          tx,
          { ownerId, widgetId: undefined, domain: domainOf(config), before: null, held: null },
          services.config.appOrigins,
        );
        const [row] = await domainTakenOnRace(() =>
          tx
            .insert(widgets)
            .values({ ownerId, kit, name: config.name, config: JSON.stringify(config), domain })
            .returning(),
        );
        if (!row) throw new Error('Creating a widget returned no row');
        await recordWidgetVersion(tx, row, config, undefined, author, kept);
        return row;
      });
      return toWidget(created);
    }

    const id = input.id;
    const saved = await db.transaction(async (tx) => {
      const current = await lockOwnedWidget(tx, id, ownerId);
      // A save without the version it was based on overwrites whatever is there.
      if (input.version !== undefined && current.version !== input.version) throw staleVersion();
      return saveWidget(tx, current, config, author, saving);
    });
    return toWidget(saved);
  });

  const byOwner = base.widget.byOwner.use(signedIn).handler(async ({ input, context }) => {
    const [row] = await db
      .select()
      .from(widgets)
      .where(and(eq(widgets.id, input.id), eq(widgets.ownerId, context.session.userId)));
    if (!row) throw notFound('widget');
    return toWidget(row);
  });

  const list = base.widget.list.use(signedIn).handler(async ({ input, context }) => {
    const where = and(
      eq(widgets.ownerId, context.session.userId),
      textSearch(input.q, widgets.name),
      input.exclude === undefined ? undefined : ne(widgets.id, input.exclude),
    );
    const { rows, totalItems } = await readPage(
      input,
      db
        .select({ id: widgets.id, name: widgets.name, kit: widgets.kit, updatedAt: widgets.updatedAt })
        .from(widgets)
        .where(where)
        // Newest first; ids are unique, so the order (and paging) is stable.
        .orderBy(desc(widgets.id))
        .$dynamic(),
      countRows(db, widgets, where),
    );
    return listPage(
      input,
      rows.map((row) => ({
        id: row.id,
        kit: WidgetKitSchema.parse(row.kit),
        updatedAt: row.updatedAt.toISOString(),
        configParsed: { name: row.name },
      })),
      totalItems,
    );
  });

  const remove = base.widget.remove.use(signedIn).handler(async ({ input, context }) => {
    const deleted = await db
      .delete(widgets)
      .where(and(eq(widgets.id, input.id), eq(widgets.ownerId, context.session.userId)))
      .returning({ id: widgets.id });
    if (deleted.length === 0) throw notFound('widget');
    return { ok: true as const };
  });

  const publicRead = base.widget.public.use(publicReads).handler(({ input }) =>
    countApiKeyRequest(services, input.apiKey, async (ownerId) => {
      // A key only reads its owner's widgets; any other id looks like an unknown one (and costs nothing).
      const [row] = await db
        .select()
        .from(widgets)
        .where(and(eq(widgets.id, input.id), eq(widgets.ownerId, ownerId)));
      if (!row) throw notFound('widget');
      return toPublicWidget(row, await activeFeatures(db, ownerId));
    }),
  );

  // A visitor of a custom domain: the site that has it, while its owner's feature is active. A domain
  // no site has answers 404 `notFound`; one whose site's feature is not active, 404 `siteNotServed`
  // (the visitor is told so, rather than shown the admin). Not counted against the API key's month:
  // the owner pays for the domain by the month, and the reads are limited per client like every
  // public read.
  const publicByDomain = base.widget.publicByDomain.use(publicReads).handler(async ({ input }) => {
    const [row] = await db.select().from(widgets).where(eq(widgets.domain, input.domain));
    if (!row) throw notFound('site');
    const features = await activeFeatures(db, row.ownerId);
    if (!features.has('custom-domain')) throw apiError('NOT_FOUND', 'siteNotServed', SITE_NOT_SERVED_MESSAGE);
    return toPublicWidget(row, features);
  });

  const versions = base.widget.versions.use(signedIn).handler(async ({ input, context }) => {
    await assertOwnSite(db, input.id, context.session.userId, 'widget');
    const { items, totalItems } = await listWidgetVersions(db, input.id, input);
    return { items, totalItems, currentPage: input.page, pageSize: input.limit, kept };
  });

  const version = base.widget.version.use(signedIn).handler(async ({ input, context }) => {
    const found = await findWidgetVersion(db, context.session.userId, input.id, input.version);
    if (!found.widget) throw notFound('widget');
    if (!found.version) throw notFound('version');
    return {
      ...toVersionSummary(found.version),
      configParsed: readStoredConfig(found.version.config).config,
    };
  });

  const restore = base.widget.restore.use(signedIn).handler(async ({ input, context }) => {
    const restored = await db.transaction(async (tx) => {
      const current = await lockOwnedWidget(tx, input.id, context.session.userId);
      const [old] = await tx
        .select({ config: widgetVersions.config })
        .from(widgetVersions)
        .where(and(eq(widgetVersions.widgetId, current.id), eq(widgetVersions.number, input.version)));
      if (!old) throw notFound('version');
      if (current.version !== input.baseVersion) throw staleVersion();
      // The old config goes through a save's checks, as if the editor sent it today: its sections
      // migrated, their data checked against today's rules. One that no longer passes answers 400
      // with its fields named as a save's would be (`config.<path>`), and nothing is written. It is
      // first read as the editor showed it (`readStoredConfig`): a Language the site does not speak,
      // which the site always read as unset, is dropped rather than refused.
      const checked = WidgetConfigInputSchema.safeParse(readStoredConfig(old.config).config);
      if (!checked.success) {
        const fields = Object.entries(fieldErrors(checked.error.issues));
        throw invalidInput(
          Object.fromEntries(fields.map(([path, message]) => [path ? `config.${path}` : 'config', message])),
        );
      }
      const author = { savedBy: context.session.address, restoredFrom: input.version };
      return saveWidget(tx, current, checked.data, author, saving);
    });
    return toWidget(restored);
  });

  return { upsert, byOwner, list, remove, public: publicRead, publicByDomain, versions, version, restore };
}
