import { oc } from '@orpc/contract';
import { OkSchema } from '../schemas/common';
import {
  PublicWidgetByDomainInputSchema,
  PublicWidgetInputSchema,
  PublicWidgetSchema,
  WidgetIdInputSchema,
  WidgetListInputSchema,
  WidgetListSchema,
  WidgetSchema,
} from '../widget/widget-config';
import {
  WidgetRestoreInputSchema,
  WidgetVersionInputSchema,
  WidgetVersionListSchema,
  WidgetVersionSchema,
  WidgetVersionsInputSchema,
} from '../widget/widget-history';
import { WidgetUpsertInputSchema } from '../sections/widget-input';

const widget = oc.route({ tags: ['Widgets'] });

export const widgetsContract = {
  upsert: widget
    .route({
      method: 'POST',
      path: '/widget/upsert',
      summary:
        "Create a widget (without id; its kit Full unless named) or save one (with id and the version it was based on: a stale version answers 409). Each section's data is migrated to its type's current version and checked with that type's schema: a failure answers 400 on config.page.sections.<n>.data.<field>",
    })
    .input(WidgetUpsertInputSchema)
    .output(WidgetSchema),
  byOwner: widget
    .route({ method: 'GET', path: '/widget/by-owner/{id}', summary: "One of the signed-in user's widgets" })
    .input(WidgetIdInputSchema)
    .output(WidgetSchema),
  list: widget
    .route({
      method: 'GET',
      path: '/widget/list',
      summary:
        "The signed-in user's widgets for the widget picker, newest first (q searches the name; exclude leaves one out)",
    })
    .input(WidgetListInputSchema)
    .output(WidgetListSchema),
  remove: widget
    .route({ method: 'DELETE', path: '/widget/{id}', summary: "Delete one of the signed-in user's widgets" })
    .input(WidgetIdInputSchema)
    .output(OkSchema),
  public: widget
    .route({
      method: 'GET',
      path: '/widget/public/{id}',
      summary:
        "The public config the embed code reads, with the owner's API key (no session); counts one request of the key's month",
    })
    .input(PublicWidgetInputSchema)
    .output(PublicWidgetSchema),
  publicByDomain: widget
    .route({
      method: 'GET',
      path: '/widget/public/domain/{domain}',
      summary:
        "The public config of the site served on a custom domain (no session, no API key): 404 unless a site has that domain and its owner's custom-domain feature is active",
    })
    .input(PublicWidgetByDomainInputSchema)
    .output(PublicWidgetSchema),
  versions: widget
    .route({
      method: 'GET',
      path: '/widget/{id}/versions',
      summary:
        "The saved versions of one of the signed-in user's widgets, newest first: who saved each and when, and what it changed against the one before (the last `kept` are kept)",
    })
    .input(WidgetVersionsInputSchema)
    .output(WidgetVersionListSchema),
  version: widget
    .route({
      method: 'GET',
      path: '/widget/{id}/versions/{version}',
      summary: "One saved version of one of the signed-in user's widgets, with its config",
    })
    .input(WidgetVersionInputSchema)
    .output(WidgetVersionSchema),
  restore: widget
    .route({
      method: 'POST',
      path: '/widget/{id}/versions/{version}/restore',
      summary:
        "Save a version's config again as the widget's newest version, on top of baseVersion (the version the editor shows): a widget saved elsewhere since answers 409",
    })
    .input(WidgetRestoreInputSchema)
    .output(WidgetSchema),
};
