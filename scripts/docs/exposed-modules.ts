// The table of exposed modules in docs/ARCHITECTURE.md, made from the two places that define them:
// each app's `exposes` (its rspack.config.mjs) and the props of each module id
// (`RemoteModulePropsMap` in shared/src/mount-props.ts). It fails when the two disagree, and lists
// who loads each module (the files of the apps that name its id).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const TABLE_START = '<!-- exposed-modules:start (pnpm check:docs --write writes this table) -->';
const TABLE_END = '<!-- exposed-modules:end -->';

/** The folders of the apps that expose modules, with their federation name. */
const APP_FOLDERS = ['mfe-auth', 'mfe-widget-editor', 'mfe-section-editors', 'mfe-commerce'];
/** Where a module may be loaded from: the host, the remotes and the partner's example. */
const LOADER_FOLDERS = [
  'shell/src',
  ...APP_FOLDERS.map((app) => `${app}/src`),
  'examples/section-editors-host/src',
];

export interface ExposedModule {
  id: string;
  file: string;
}

export interface ModuleProps {
  id: string;
  /** Each prop, `name?` when optional, in declaration order. */
  props: string[];
  /** The props type's doc comment, without the leading "`id`:" it starts with. */
  summary: string;
}

/** Every `'./Name': './src/…'` of an app's rspack config, as `federationName/Name`. */
export function exposedModules(root: string): ExposedModule[] {
  return APP_FOLDERS.flatMap((app) => {
    const config = readFileSync(path.join(root, app, 'rspack.config.mjs'), 'utf8');
    const name = /\bname:\s*'([a-z_]+)'/.exec(config)?.[1];
    const block = /\bexposes:\s*\{([^}]*)\}/.exec(config)?.[1];
    if (!name || !block) throw new Error(`${app}/rspack.config.mjs: no name or exposes found`);
    return [...block.matchAll(/'\.\/([A-Za-z]+)':\s*'\.\/([^']+)'/g)].map(([, module, file]) => ({
      id: `${name}/${module}`,
      file: `${app}/${file}`,
    }));
  });
}

/** The entries of `RemoteModulePropsMap`, with their props as the compiler sees them. */
export function moduleProps(root: string): ModuleProps[] {
  const file = path.join(root, 'shared/src/mount-props.ts');
  const program = ts.createProgram([file], {
    strict: true,
    jsx: ts.JsxEmit.ReactJSX,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    module: ts.ModuleKind.ESNext,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const map = source?.statements.find(
    (node): node is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(node) && node.name.text === 'RemoteModulePropsMap',
  );
  if (!map) throw new Error('shared/src/mount-props.ts: RemoteModulePropsMap not found');
  return map.members.filter(ts.isPropertySignature).map((member) => {
    const id = ts.isStringLiteral(member.name) ? member.name.text : member.name.getText();
    const type = member.type ? checker.getTypeFromTypeNode(member.type) : checker.getAnyType();
    const props = checker.getPropertiesOfType(type).map((prop) => {
      const optional = (prop.flags & ts.SymbolFlags.Optional) !== 0;
      return `${prop.name}${optional ? '?' : ''}`;
    });
    const declaration = member.type && ts.isTypeReferenceNode(member.type) ? member.type.typeName : undefined;
    const symbol = declaration ? checker.getSymbolAtLocation(declaration) : undefined;
    const comment = symbol ? ts.displayPartsToString(symbol.getDocumentationComment(checker)) : '';
    const summary = comment
      .replace(/^`[^`]+`:\s*/, '')
      .replace(/\s+/g, ' ')
      .trim();
    return { id, props, summary };
  });
}

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const inner = path.join(dir, name);
    if (name === 'node_modules' || name === '@mf-types' || name === 'test') return [];
    if (statSync(inner).isDirectory()) return sourceFiles(inner);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [inner] : [];
  });
}

/** The files outside the module's own app that name its id in quotes: its loaders. */
export function loadersOf(root: string, modules: ExposedModule[]): Map<string, string[]> {
  const files = LOADER_FOLDERS.flatMap((folder) => sourceFiles(path.join(root, folder)));
  const texts = files.map((file) => ({ file: path.relative(root, file), text: readFileSync(file, 'utf8') }));
  return new Map(
    modules.map(({ id, file: ownFile }) => {
      const ownApp = ownFile.split('/')[0];
      const quoted = new RegExp(`['"]${id.replace('/', '\\/')}['"]`);
      const loaders = texts
        .filter(({ file, text }) => !file.startsWith(`${ownApp}/`) && quoted.test(text))
        .map(({ file }) => file)
        .sort();
      return [id, loaders];
    }),
  );
}

/** What is exposed without props, or typed without being exposed. */
export function mismatches(modules: ExposedModule[], props: ModuleProps[]): string[] {
  const exposed = new Set(modules.map(({ id }) => id));
  const typed = new Set(props.map(({ id }) => id));
  return [
    ...[...exposed]
      .filter((id) => !typed.has(id))
      .map((id) => `${id} is exposed but has no entry in RemoteModulePropsMap (shared/src/mount-props.ts)`),
    ...[...typed]
      .filter((id) => !exposed.has(id))
      .map((id) => `${id} is in RemoteModulePropsMap but no app's rspack.config.mjs exposes it`),
  ];
}

export function renderTable(
  modules: ExposedModule[],
  props: ModuleProps[],
  loaders: Map<string, string[]>,
): string {
  const byId = new Map(props.map((entry) => [entry.id, entry]));
  const code = (text: string) => `\`${text}\``;
  const rows = modules.map(({ id, file }) => {
    const entry = byId.get(id);
    const cells = [
      code(id),
      entry?.summary ?? '',
      (entry?.props ?? []).map(code).join(', '),
      code(file),
      (loaders.get(id) ?? []).map(code).join(', ') || '— (for foreign hosts)',
    ];
    return `| ${cells.join(' | ')} |`;
  });
  return [
    TABLE_START,
    '',
    '| module | what it is | props | source | loaded by |',
    '|---|---|---|---|---|',
    ...rows,
    '',
    TABLE_END,
  ].join('\n');
}

/** The document with its table replaced; throws when the markers are missing. */
export function withTable(document: string, table: string): string {
  const start = document.indexOf(TABLE_START);
  const end = document.indexOf(TABLE_END);
  if (start < 0 || end < start)
    throw new Error(`docs/ARCHITECTURE.md: the markers ${TABLE_START} … ${TABLE_END} are missing`);
  return document.slice(0, start) + table + document.slice(end + TABLE_END.length);
}
