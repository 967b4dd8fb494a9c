import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { ANTD_COMPONENTS_APART } from './scripts/rspack/shared-deps.mjs';

// What ships, read with type information (the type-aware rules below), but for the partner's example.
const TYPED_SUITE_SOURCES = [
  'shared/src/**/*.{ts,tsx}',
  'shell/src/**/*.{ts,tsx}',
  'mfe-*/src/**/*.{ts,tsx}',
  'api/src/**/*.ts',
];
const TYPED_IGNORES = ['**/*.test.ts', '**/*.test.tsx', '**/test/**'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // A fixture's second build (e2e/fixtures/later-remote: dist-react-20).
      '**/dist-*/**',
      // Types a host fetched from a remote (examples/section-editors-host), the type plugin's logs.
      '**/@mf-types/**',
      '**/.mf/**',
      '**/.data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'chain/build/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-assertions': ['error', { assertionStyle: 'never' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Accessibility of what the apps render (issue 19); axe-core checks the rendered pages in the e2e.
    files: ['shared/src/**/*.tsx', 'shell/src/**/*.tsx', 'mfe-*/src/**/*.tsx', 'examples/*/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A dialog moves the focus to its first field (antd's Input, not a DOM element); a page never does.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    // What the browser runs: zod is taken as the namespace of `zod/v4`, the request the apps share
    // tree-shaken (a library importing `zod` keeps its own), and antd's components shared apart from
    // their own modules (ADR 0013).
    files: ['shared/src/**', 'shell/src/**', 'mfe-*/src/**', 'examples/*/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: "Import zod as `import * as z from 'zod/v4'`, the request the apps share tree-shaken.",
            },
            {
              name: 'antd',
              importNames: ANTD_COMPONENTS_APART.map(({ name }) => name).filter((name) => name !== 'List'),
              message:
                "This antd component is shared on its own: import it from its module (`import Table from 'antd/es/table'`), so that pages without it do not load it (ADR 0013).",
            },
            ...['antd', 'antd/es/list'].map((name) => ({
              name,
              ...(name === 'antd' ? { importNames: ['List'] } : {}),
              message:
                "antd's List is deprecated (antd 6.6): draw a list of rows with `RowList` from '@suite/shared/react'.",
            })),
          ],
        },
      ],
      // The federation's tree shaking takes a member read off an antd export for an export of that
      // name: `Skeleton.Image` kept antd's whole Image in every page's antd (11 KiB).
      'no-restricted-syntax': [
        'error',
        ...ANTD_COMPONENTS_APART.map(({ name }) => ({
          selector: `:matches(MemberExpression, JSXMemberExpression) > .property[name='${name}']`,
          message: `\`X.${name}\` makes every page's shared antd keep ${name} (ADR 0013): draw it another way (Skeleton.Node for an image's placeholder).`,
        })),
        {
          // An antd icon names itself in English (`role="img" aria-label="user"`), and a button or menu
          // item takes its name from what it holds: "user Cuenta", "plus Nuevo producto".
          selector:
            'JSXOpeningElement[name.name=/(Outlined|Filled|TwoTone)$/]:not(:has(JSXAttribute[name.name=/^aria-(hidden|label)$/]))',
          message:
            "An icon says its English name to assistive technology: `aria-hidden` beside words that say what it means, `aria-label` in the page's language where it is all there is.",
        },
        {
          // An input's clear button is named after antd's icon, "close-circle"; a select's is
          // "Clear", written by @rc-component/select unless `allowClear` gives a label.
          selector:
            "JSXOpeningElement:matches([name.name=/^(Input|TextArea|Select|AutoComplete|Cascader|TreeSelect)$/], [name.object.name='Input']) > JSXAttribute[name.name='allowClear']:matches([value=null], [value.expression.value=true])",
          message:
            'A clear button says "close-circle" or "Clear": `allowClear={useClearable()}` from \'@suite/shared/react\' names it in the page\'s language.',
        },
        {
          // Its arrows are named after antd's icons, "left" and "right".
          selector:
            "JSXOpeningElement[name.name='Pagination']:not(:has(JSXAttribute[name.name='itemRender'], JSXSpreadAttribute)), JSXAttribute[name.name='pagination'] > JSXExpressionContainer > ObjectExpression:not(:has(Property[key.name='itemRender'])), JSXAttribute[name.name='pagination'] > JSXExpressionContainer > ConditionalExpression > ObjectExpression:not(:has(Property[key.name='itemRender']))",
          message:
            'A pager\'s arrows say "left" and "right": `itemRender` from `usePageLinks()` of \'@suite/shared/react\' names them in the page\'s language.',
        },
        {
          // A toast's and a dialog's icons say their kind in English ("check-circle").
          selector: "MemberExpression[object.name='App'][property.name='useApp']",
          message:
            "antd's toasts and dialogs say their kind in English (\"check-circle\"): `useFeedback()` from '@suite/shared/react' names it in the page's language.",
        },
        {
          // Its copy button holds an icon read as "copy" in browse mode; antd names the button itself.
          selector:
            "JSXAttribute[name.name='copyable']:matches([value=null], [value.expression.value=true], [value.expression.type='ObjectExpression']:not(:has(Property[key.name='icon'])))",
          message:
            "A copy button's icon says \"copy\": `copyable={copyableText(text)}` from '@suite/shared/react' draws it for the eye only.",
        },
      ],
    },
  },
  {
    // Type-aware rules on what ships (the apps', shared's and the API's source, not their tests): a
    // promise nobody awaits, an `any` leaking out of a library, a check the types make dead.
    files: [...TYPED_SUITE_SOURCES, 'examples/*/src/**/*.{ts,tsx}'],
    ignores: TYPED_IGNORES,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-base-to-string': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      // An event handler may be async: React ignores what it returns.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unnecessary-condition': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/no-unsafe-argument': 'error',
      '@typescript-eslint/no-unsafe-assignment': 'error',
      '@typescript-eslint/no-unsafe-call': 'error',
      '@typescript-eslint/no-unsafe-member-access': 'error',
      '@typescript-eslint/no-unsafe-return': 'error',
      '@typescript-eslint/prefer-nullish-coalescing': 'error',
      '@typescript-eslint/require-await': 'error',
      '@typescript-eslint/return-await': ['error', 'in-try-catch'],
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
    },
  },
  {
    // The suite's own packages differ only in their tsconfig's `types` (tsconfig.base.json), so their
    // type-aware rules read one program (tsconfig.eslint.json) instead of one per package, each of which
    // checked `shared/src` and the libraries' types again (ADR 0006). The partner's example keeps its
    // own: it reads the section editors through the types it fetched (`paths`).
    files: TYPED_SUITE_SOURCES,
    ignores: TYPED_IGNORES,
    languageOptions: {
      parserOptions: {
        projectService: false,
        project: ['./tsconfig.eslint.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', '**/*.config.*', 'scripts/**'],
    rules: { '@typescript-eslint/consistent-type-assertions': 'off' },
  },
);
