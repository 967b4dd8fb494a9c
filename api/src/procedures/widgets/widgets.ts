import type { ORPCError } from '@orpc/server';
import type { ApiErrorData, PremiumFeature } from '@suite/shared';
import { PremiumFeatureSchema } from '@suite/shared/schemas';
import { WidgetConfigInputSchema } from '@suite/shared/sections';
import { WidgetKitSchema, type PublicWidget, type Widget, type WidgetConfig } from '@suite/shared/widget';
import { and, desc, eq, gt, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../../db';
import { countRows, listPage, readPage, textSearch } from '../../db/paging';
import { featureSubscriptions, widgets, widgetVersions } from '../../db/schema';
import { countApiKeyRequest } from '../../domain/api-key-usage';
import { assertOwnSectionReferences } from '../../domain/section-references';
import { assertOwnSite } from '../../domain/sites';
import { readStoredConfig } from '../../domain/widget-config';
import { apiError, fieldErrors, invalidInput, notFound } from '../../errors';
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

function staleVersion(): ORPCError<'CONFLICT', ApiErrorData> {
  return apiError('CONFLICT', 'staleVersion', STALE_VERSION_MESSAGE);
}

/** The stored row as the API shows it. */
function toWidget(row: WidgetRow): Widget {
  const { config, migrated } = readStoredConfig(row.config);
  return {
    id: row.id,
    config: migrated ? JSON.stringify(config) : row.config,
    configParsed: config,
    version: row.version,
    kit: WidgetKitSchema.parse(row.kit),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The owner's premium features that are on and paid for right now. */
async function activeFeatures(services: Services, ownerId: string): Promise<Set<PremiumFeature>> {
  const footerFeatures: PremiumFeature[] = ['powered-by', 'widget-signature'];
  const rows = await services.db
    .select({ feature: featureSubscriptions.feature })
    .from(featureSubscriptions)
    .where(
      and(
        eq(featureSubscriptions.ownerId, ownerId),
        eq(featureSubscriptions.enabled, true),
        gt(featureSubscriptions.activeUntil, new Date()),
        inArray(featureSubscriptions.feature, footerFeatures),
      ),
    );
  const active = new Set<PremiumFeature>();
  for (const row of rows) {
    const parsed = PremiumFeatureSchema.safeParse(row.feature);
    if (parsed.success) active.add(parsed.data);
  }
  return active;
}

/**
 * The footer a visitor sees: the saved choices count only while the premium feature behind each is
 * active, so hiding "powered by" or a custom signature cannot be had by editing the config alone.
 */
function resolveFooter(
  widget: Widget,
  features: Set<PremiumFeature>,
): Pick<PublicWidget, 'showPoweredBy' | 'signature'> {
  const footer = widget.configParsed.footer;
  const signature = footer?.customSignature;
  return {
    showPoweredBy: !(footer?.hide_powered_by && features.has('powered-by')),
    signature: signature?.enabled && features.has('widget-signature') ? signature : null,
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
  kept: number,
): Promise<WidgetRow> {
  const before = readStoredConfig(current.config).config;
  await assertOwnSectionReferences(tx, {
    ownerId: current.ownerId,
    widgetId: current.id,
    sections: config.page.sections,
    stored: before.page.sections,
  });
  const [updated] = await tx
    .update(widgets)
    .set({
      config: JSON.stringify(config),
      name: config.name,
      version: current.version + 1,
      updatedAt: new Date(),
    })
    .where(eq(widgets.id, current.id))
    .returning();
  if (!updated) throw new Error('Saving a widget returned no row');
  await recordWidgetVersion(tx, updated, config, before, author, kept);
  return updated;
}

/** The owner's widgets (a site each): saved with their history, listed, removed, read publicly with an API key. */
export function widgetProcedures(services: Services, publicReads: PublicReadsLimit) {
  const { db } = services;
  const signedIn = requireSession(services);
  const kept = services.config.widgetVersionsKept;

  const upsert = base.widget.upsert.use(signedIn).handler(async ({ input, context }) => {
    const ownerId = context.session.userId;
    const author = { savedBy: context.session.address };
    // The input schema has migrated every section to its type's current version and checked its
    // data (WidgetConfigInputSchema); a failing section answered 400 before this ran.
    const config = input.config;

    if (input.id === undefined) {
      const kit = input.kit;
      if (!kit) throw invalidInput({ kit: 'Required' });
      const created = await db.transaction(async (tx) => {
        const sections = config.page.sections;
        await assertOwnSectionReferences(tx, { ownerId, widgetId: undefined, sections, stored: [] });
        const [row] = await tx
          .insert(widgets)
          .values({ ownerId, kit, name: config.name, config: JSON.stringify(config) })
          .returning();
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
      return saveWidget(tx, current, config, author, kept);
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
      const widget = toWidget(row);
      return {
        id: widget.id,
        kit: widget.kit,
        configParsed: widget.configParsed,
        updatedAt: widget.updatedAt,
        ...resolveFooter(widget, await activeFeatures(services, ownerId)),
      };
    }),
  );

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
      return saveWidget(tx, current, checked.data, author, kept);
    });
    return toWidget(restored);
  });

  return { upsert, byOwner, list, remove, public: publicRead, versions, version, restore };
}
