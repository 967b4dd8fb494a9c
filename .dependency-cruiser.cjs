// The house's boundaries, checked by `pnpm lint` (dependency-cruiser over every package's source):
// no import circle anywhere, each deployable imports only `@suite/shared` and its own files, the
// contract package imports no app, its entries shared apart take its React kit by name, and a section
// type imports the section kit, never another type.
// See docs/ARCHITECTURE.md ("Guard rails").
const APPS = '(shell|mfe-auth|mfe-widget-editor|mfe-section-editors|mfe-commerce)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import circle: the modules on it cannot be understood, tested or loaded apart. A circle a type-only import closes is gone at run time, and allowed.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'app-imports-only-shared-and-itself',
      severity: 'error',
      comment:
        'A shell or a remote is deployed alone: it imports its own files and `@suite/shared` by name, never another app, the API or a path into shared/.',
      from: { path: `^${APPS}/` },
      to: {
        path: '^(shell|mfe-[^/]+|api|chain|e2e|examples|shared|scripts)/',
        pathNot: ['^$1/', '^shared/src/', '^scripts/(rspack|testing)/'],
      },
    },
    {
      name: 'app-takes-shared-by-name',
      severity: 'error',
      comment:
        'An app takes `@suite/shared` by its package name (`@suite/shared/react`), not by a relative path into shared/.',
      from: { path: `^${APPS}/` },
      to: { path: '^shared/', dependencyTypes: ['local'] },
    },
    {
      name: 'shared-imports-no-app',
      severity: 'error',
      comment: 'The contract package is at the bottom: it imports no app, no API, no script.',
      from: { path: '^shared/src/' },
      to: { path: '^(shell|mfe-[^/]+|api|chain|e2e|examples|scripts)/' },
    },
    {
      name: 'shared-entry-takes-react-kit-by-name',
      severity: 'error',
      comment:
        "`@suite/shared/forms` and `@suite/shared/images` are shared apart from `@suite/shared/react` (ADR 0013), and `@suite/shared/standalone`, `@suite/shared/route-error` and `@suite/shared/decimal-input` are built into the apps that use them: they take its kit (the catalog, the API client's context) by the package's name, so the page's one copy. A relative import would build a copy into their chunk, with a React context of its own.",
      from: {
        path: '^shared/src/react/(forms\\.ts|standalone\\.tsx|standalone-account-area\\.tsx|route-error\\.tsx|decimal-input\\.tsx|form-field\\.tsx|image-address-field\\.tsx|images/)',
        pathNot: '\\.test\\.tsx?$',
      },
      to: {
        path: '^shared/src/',
        pathNot:
          '^shared/src/react/(standalone\\.tsx|standalone-account-area\\.tsx|standalone-auth\\.ts|route-error\\.tsx|decimal-input\\.tsx|form-field\\.tsx|image-address-field\\.tsx|images/)',
        dependencyTypes: ['local'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'api-imports-no-app',
      severity: 'error',
      comment: 'The API serves the contract; it imports `@suite/shared` and its own files, no app.',
      from: { path: '^api/' },
      to: { path: '^(shell|mfe-[^/]+|e2e|examples)/' },
    },
    {
      name: 'section-type-imports-no-other-type',
      severity: 'error',
      comment:
        'Each section type is one folder: it imports the section kit (src/section-kit/), never another section type.',
      from: { path: '^mfe-section-editors/src/sections/([^/]+)/' },
      to: { path: '^mfe-section-editors/src/sections/', pathNot: '^mfe-section-editors/src/sections/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: ['node_modules', '/dist', '\\.generated\\.ts$', '^chain/build/', '/@mf-types/'],
    },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    skipAnalysisNotInRules: true,
  },
};
