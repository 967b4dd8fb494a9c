// A widget's history: every save and restore recorded as a version with its changes, and read back
// for the History panel.
import {
  WIDGET_CHANGES_KEPT,
  widgetChanges,
  type WidgetConfig,
  type WidgetVersionSummary,
} from '@suite/shared/widget';
import { and, desc, eq, lte } from 'drizzle-orm';
import { getAddress } from 'viem';
import type { AppDatabase, Executor } from '../../db';
import { countRows, readPage, type PageQuery } from '../../db/paging';
import { widgets, widgetVersions } from '../../db/schema';

type WidgetRow = typeof widgets.$inferSelect;
type VersionRow = typeof widgetVersions.$inferSelect;

/** Who wrote a version: the signed-in wallet, and the version it restored when it was a restore. */
export interface VersionAuthor {
  savedBy: string;
  restoredFrom?: number;
}

/**
 * Records `widget`, as just written with `config`, as its newest version, with its changes against
 * `before` (the config it replaced; none for a new widget, whose sections then all read as added), and
 * deletes the versions older than the newest `kept`. Runs in the write's transaction, so a save and its
 * version are stored together or not at all.
 */
export async function recordWidgetVersion(
  tx: Executor,
  widget: WidgetRow,
  config: WidgetConfig,
  before: WidgetConfig | undefined,
  author: VersionAuthor,
  kept: number,
): Promise<void> {
  const changes = widgetChanges(before ?? { ...config, page: { ...config.page, sections: [] } }, config);
  await tx.insert(widgetVersions).values({
    widgetId: widget.id,
    number: widget.version,
    config: widget.config,
    savedBy: author.savedBy,
    restoredFrom: author.restoredFrom ?? null,
    changes: changes.slice(0, WIDGET_CHANGES_KEPT),
    changeCount: changes.length,
    // The widget's own time of the save, so a version's savedAt and the widget's updatedAt agree.
    createdAt: widget.updatedAt,
  });
  await tx
    .delete(widgetVersions)
    .where(and(eq(widgetVersions.widgetId, widget.id), lte(widgetVersions.number, widget.version - kept)));
}

const summaryColumns = {
  number: widgetVersions.number,
  createdAt: widgetVersions.createdAt,
  savedBy: widgetVersions.savedBy,
  restoredFrom: widgetVersions.restoredFrom,
  changes: widgetVersions.changes,
  changeCount: widgetVersions.changeCount,
};

export function toVersionSummary(
  row: Pick<VersionRow, 'number' | 'createdAt' | 'savedBy' | 'restoredFrom' | 'changes' | 'changeCount'>,
): WidgetVersionSummary {
  return {
    version: row.number,
    savedAt: row.createdAt.toISOString(),
    // Sessions keep the address in lower case; people read it checksummed.
    savedBy: row.savedBy === null ? null : getAddress(row.savedBy),
    restoredFrom: row.restoredFrom,
    changes: row.changes,
    changeCount: row.changeCount,
  };
}

/** One page of a widget's versions, newest first, and how many there are. */
export async function listWidgetVersions(
  db: AppDatabase,
  widgetId: number,
  query: PageQuery,
): Promise<{ items: WidgetVersionSummary[]; totalItems: number }> {
  const where = eq(widgetVersions.widgetId, widgetId);
  const { rows, totalItems } = await readPage(
    query,
    db
      .select(summaryColumns)
      .from(widgetVersions)
      .where(where)
      .orderBy(desc(widgetVersions.number))
      .$dynamic(),
    countRows(db, widgetVersions, where),
  );
  return { items: rows.map(toVersionSummary), totalItems };
}

/**
 * One version of the owner's widget, with its stored config: `widget` is undefined for an unknown
 * widget or another owner's, `version` for a version that was never saved or is no longer kept.
 */
export async function findWidgetVersion(
  db: Executor,
  ownerId: string,
  widgetId: number,
  number: number,
): Promise<{ widget: { id: number } | undefined; version: VersionRow | undefined }> {
  const [row] = await db
    .select({ id: widgets.id, version: widgetVersions })
    .from(widgets)
    .leftJoin(widgetVersions, and(eq(widgetVersions.widgetId, widgets.id), eq(widgetVersions.number, number)))
    .where(and(eq(widgets.id, widgetId), eq(widgets.ownerId, ownerId)));
  return { widget: row && { id: row.id }, version: row?.version ?? undefined };
}
