// An owner's premium features (seed 001 §4): each is active while it is enabled and its paid month
// runs. What they unlock is read here: the footer's choices, and a site's custom domain.
import type { FeatureStatus, PremiumFeature } from '@suite/shared';
import { siteFooter as footerWithFeatures, type SiteFooter, type WidgetConfig } from '@suite/shared/widget';
import { PremiumFeatureSchema } from '@suite/shared/schemas';
import { and, eq, gt } from 'drizzle-orm';
import type { Executor } from '../db';
import { featureSubscriptions } from '../db/schema';

/** One feature of the owner: whether it is active now, and until when it is (or was) paid. */
export async function featureStatus(
  db: Executor,
  ownerId: string,
  feature: PremiumFeature,
): Promise<FeatureStatus> {
  const [row] = await db
    .select()
    .from(featureSubscriptions)
    .where(and(eq(featureSubscriptions.ownerId, ownerId), eq(featureSubscriptions.feature, feature)));
  if (!row) return { feature, active: false, activeUntil: null };
  return {
    feature,
    active: row.enabled && row.activeUntil.getTime() > Date.now(),
    activeUntil: row.activeUntil.toISOString(),
  };
}

/** The owner's premium features that are on and paid for right now. */
export async function activeFeatures(
  db: Pick<Executor, 'select'>,
  ownerId: string,
): Promise<Set<PremiumFeature>> {
  const rows = await db
    .select({ feature: featureSubscriptions.feature })
    .from(featureSubscriptions)
    .where(
      and(
        eq(featureSubscriptions.ownerId, ownerId),
        eq(featureSubscriptions.enabled, true),
        gt(featureSubscriptions.activeUntil, new Date()),
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
 * A site's footer as its visitors get it, from its config and its owner's active features: the rule
 * is `@suite/shared/widget`'s, which the editor's previews follow too.
 */
export function siteFooter(config: WidgetConfig, features: Set<PremiumFeature>): SiteFooter {
  return footerWithFeatures(config.footer, features);
}
