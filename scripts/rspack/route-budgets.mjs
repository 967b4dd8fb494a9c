// The first-load JavaScript of each route, gzip KiB, signed in, until its page is shown and the
// network is idle: the budgets issue 18 sets (printed against by `pnpm bench:web` and the build), and
// the ceilings `pnpm build` holds every route under (route-weights.mjs, from the builds; the e2e
// check confirms in Chromium that the routes load exactly what it computed). The ceilings are today's
// weights plus 2 %: a change that makes a route heavier fails the build; one that makes it lighter
// lowers its ceiling in the same commit, until each reaches its budget.

/** @typedef {'widget editor' | 'widget list' | 'account' | 'commerce products' | 'commerce orders' | 'commerce checkouts' | 'pay page' | 'commerce standalone'} RouteName */

/** @type {Readonly<Record<RouteName, number>>} */
export const ROUTE_BUDGETS_KIB = {
  'widget editor': 600,
  'widget list': 350,
  account: 350,
  'commerce products': 400,
  'commerce orders': 400,
  'commerce checkouts': 400,
  'pay page': 250,
  'commerce standalone': 400,
};

/** @type {Readonly<Record<RouteName, number>>} */
export const ROUTE_CEILINGS_KIB = {
  // 663–713 → 591–670 KiB: Result, InputNumber and Drawer shared apart (Result and Drawer loaded when
  // shown), no Skeleton.Image (it kept antd's Image), one list of kept exports per entry, the Create
  // widget form, the orders' CSV writer and the forms' kit (react-hook-form) loaded when used.
  // 591–670 → 559–617 KiB: the federation runtime's core once per page (page-runtime.mjs), not in
  // every app's entry. Then Form shared apart: 544–586 on the pages without a form at first (widget
  // list, products, orders), 4–5 KiB more on those with one (editor, account, checkouts). Then the
  // icons' common code in one chunk, not in each lazy chunk with an icon: 2–4 KiB. Then Badge,
  // Popconfirm, Popover and Divider apart (a few screens each): 5–6 KiB (the account page, which shows
  // a Popconfirm, 1 more).
  // Then the section types apart from the package's root (`@suite/shared/sections`): 13–14 KiB less on
  // every admin route but the editor's, which shows sections (1 more).
  // Then the bundler runtime's stateless parts from the page's registry too: 2–6 KiB.
  // Then the zod schemas apart from the package's root (`@suite/shared/schemas`, `remotes.json` read
  // without zod, the New Checkout form loaded when opened): 40–41 KiB less on the widget list, products
  // and orders, 80 on checkouts; 2–3 more on the editor and account, whose forms show at first. Then
  // shared's entries importing the root by name, not copying its modules: 1–2 KiB. Then what draws
  // the icons shared once (ANTD_ICON_BASE): 3–5 KiB. Then the page's federation runtime without its
  // Node.js ways of loading a remote (FEDERATION_TARGET 'web'): 2 KiB. Then the libraries every page
  // of the shell runs in one chunk (`first-load`, FIRST_LOAD_SHARES), not some thirty files each
  // compressed alone: 21–34 KiB, a route's scripts 47–54 → 19–26. Then the widget's config and its
  // sections as such apart from the section types (`@suite/shared/widget`): 12.7 KiB off the editor.
  // Then oRPC inside the API client's share (CLIENT_LIBRARIES), shaken, not shared whole: 3.8–3.9 KiB.
  // Then the shell providing the shares it does not use by their files, not importing them: 0.8 KiB.
  // Then antd's List (deprecated) drawn nowhere, RowList in its place: 10 KiB off the account page.
  // Editor 527 → 528 (527.32 → 527.67) with a canary build that cannot be loaded giving way to the
  // remote's build most browsers run (ADR 0018 amended), 0.22 KiB on every admin route, and the kept
  // page's reads (0.13 KiB, see the standalone page's).
  'widget editor': 528,
  'widget list': 493,
  account: 516,
  // 449 → 450 with a sign-in whose session cookie the browser did not keep said in a dialog (mfe_auth's
  // login, on every route: 0.13 KiB), which left it at 449.46, 0.04 from rounding over.
  'commerce products': 450,
  'commerce orders': 490,
  // 491 → 493 with the checkouts searched and sorted (seed 001 §7's q and sort): antd's Input.Search,
  // which the products list loads too, and the lists' shared table in a chunk with the collections'.
  // 493 → 494 with no code of its own added: it weighed 493.49, on the edge of rounding over, and a
  // build's ids and chunk hashes changed with the folder it ran in and with any chunk's change (the
  // same shell sources gzipped 12 bytes apart in two clones): 493.42 to 493.50 on 2026-12-07. The
  // shared modules' ids no longer depend on the folder (path-free-ids-plugin.mjs); chunk ids still do,
  // 493.49 to 493.51.
  'commerce checkouts': 494,
  // 301 → 236 KiB (a checkout asking the buyer's details; 214 for one asking nothing): no antd App
  // (message, notification, modal), no rc-field-form behind antd's Input, the details' form
  // (react-hook-form) only for checkouts that ask, zod only once the details are checked. 241 → 242
  // with a sent payment remembered until mined and the refusals of placing an order said by field.
  // 242 → 243 with the English messages of the accordion's and the video's new rules (the messages by
  // code ride with the schemas on every page) and the sent-payment notice serving the credits top-up too.
  'pay page': 243,
  // 705 → 711 KiB with issue 19's validation messages by code (about 200, English in @suite/shared);
  // 656 → 608 with the federation runtime once per page, 596 with Form apart, 587 with the icons'
  // common code once, 584 with Badge, Popconfirm, Popover and Divider apart, 571 with the section
  // types apart, 566 with the bundler runtime's stateless parts from the page, 525 with the schemas apart,
  // 520 with shared's entries importing the root by name, 518 with what draws the icons shared once,
  // 516 with the federation runtime for browsers only, 497 with the libraries every page runs in one
  // chunk (`first-load`), 494 with oRPC inside the API client's share. 504 → 506 with a page that works
  // away from the suite's ports: mfe_auth found where the page's remotes.json says (the header's
  // account area, a chunk of its own), the prompts saying when sign-in cannot be loaded, a route's
  // error screen and a not-found page (none of it on the admin's routes: `@suite/shared/standalone`).
  // 506 → 507 with a kept page's reads keeping their keys while signed out and asked once signed in
  // again (ADR 0039 amended: a search typed signed out showed the unfiltered rows), 0.13 KiB on every
  // route (506.40 → 506.52 here, which rounds over; the others had more room).
  'commerce standalone': 507,
};
