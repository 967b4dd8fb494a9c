// What a page of the suite runs: the app whose page it is and every remote its federation runtimes
// registered, each with the build its manifest describes and, for each shared singleton, the range
// it was built for against the version the page hands out. The About panel (shell) and each
// standalone app's /remotes page draw it. Read from the federation runtime's page global and the
// apps' manifests; nothing here is cached, so a repointed remote shows at the next look.
import * as z from 'zod/v4';
import { MANIFEST_FILE_NAME, pickRemoteVersions, readRemotesConfig, type PickedVersion } from '@suite/shared';

/** A shared package's registrations in the page: version → who registered it and who used it. */
type ShareScope = Record<string, Record<string, { from?: string; loaded?: boolean; useIn?: string[] }>>;

/** The part of the federation runtime's page global (`globalThis.__FEDERATION__`) read here. */
export interface FederationGlobal {
  __INSTANCES__?: {
    name: string;
    options?: { remotes?: { name: string; entry?: string }[] };
    shareScopeMap?: Record<string, ShareScope>;
  }[];
}

/** The part of an app's `mf-manifest.json` read here (the suite's stamp is `metaData.build`). */
const ManifestSchema = z.looseObject({
  metaData: z
    .looseObject({
      buildInfo: z.looseObject({ buildVersion: z.string().optional() }).optional(),
      build: z
        .looseObject({
          version: z.string().optional(),
          commit: z.string().optional(),
          builtAt: z.string().optional(),
        })
        .optional(),
    })
    .optional(),
  shared: z
    .array(
      z.looseObject({
        name: z.string(),
        version: z.string().optional(),
        requiredVersion: z.union([z.string(), z.literal(false)]).optional(),
        singleton: z.boolean().optional(),
      }),
    )
    .optional(),
});
type Manifest = z.infer<typeof ManifestSchema>;

export interface SingletonCheck {
  name: string;
  /** The version the app was built with. */
  builtWith?: string;
  /** The range it needs. */
  required?: string;
  /** The version the page hands out, and which app registered it. */
  pageHas?: string;
  pageFrom?: string;
  /** Whether the page's version is in the range; null when either is unknown. */
  satisfied: boolean | null;
}

export interface AppReport {
  name: string;
  manifestUrl: string;
  /** The page's own app, or a remote it registered. */
  role: 'page' | 'remote';
  /** Its remote entry ran on this page (a remote not opened yet has not). */
  loaded: boolean;
  /** The build remotes.json picked for this browser, when the remote has several. */
  picked?: PickedVersion;
  version?: string;
  commit?: string;
  builtAt?: string;
  singletons: SingletonCheck[];
  /** Why its manifest could not be read. */
  error?: string;
}

export interface CollectOptions {
  /** The page's app (its federation name) and the URL of its manifest. */
  page: { name: string; manifestUrl: string };
  federation: FederationGlobal | undefined;
  /** `satisfy(version, range)` of the federation runtime. */
  satisfy: (version: string, range: string) => boolean;
  /** Reads a JSON file without the cache. */
  fetchJson: (url: string) => Promise<unknown>;
  /** The browser's draw of remote builds (remote-canary.ts), to say which build it got. */
  draw: number;
  /** The page's remotes.json, when it has one. */
  remotesConfigUrl?: string;
}

/** The federation runtime's page global. */
export function federationGlobal(): FederationGlobal | undefined {
  const value: unknown = Reflect.get(globalThis, '__FEDERATION__');
  return typeof value === 'object' && value !== null ? value : undefined;
}

/** Every remote the page's federation runtimes registered, once each (by name and manifest URL). */
function registeredRemotes(federation: FederationGlobal | undefined, pageName: string) {
  const remotes = new Map<string, { name: string; manifestUrl: string }>();
  for (const instance of federation?.__INSTANCES__ ?? [])
    for (const remote of instance.options?.remotes ?? [])
      if (remote.entry && remote.name !== pageName)
        remotes.set(`${remote.name} ${remote.entry}`, { name: remote.name, manifestUrl: remote.entry });
  return [...remotes.values()];
}

/** The version of a package the page hands out: the one loaded, else the first registered. */
function pageVersion(federation: FederationGlobal | undefined, name: string) {
  for (const instance of federation?.__INSTANCES__ ?? []) {
    const versions = instance.shareScopeMap?.default?.[name];
    if (!versions) continue;
    const entries = Object.entries(versions);
    const [version, shared] = entries.find(([, share]) => share.loaded) ?? entries[0] ?? [];
    if (version) return { version, from: shared?.from };
  }
  return undefined;
}

async function readManifest(
  fetchJson: CollectOptions['fetchJson'],
  url: string,
): Promise<{ manifest: Manifest; error?: undefined } | { manifest?: undefined; error: string }> {
  try {
    const parsed = ManifestSchema.safeParse(await fetchJson(url));
    return parsed.success ? { manifest: parsed.data } : { error: `${url} is not a federation manifest` };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

async function readPicks(options: CollectOptions): Promise<Partial<Record<string, PickedVersion>>> {
  if (!options.remotesConfigUrl) return {};
  try {
    const read = readRemotesConfig(await options.fetchJson(options.remotesConfigUrl));
    return read.ok ? pickRemoteVersions(read.config, options.draw) : {};
  } catch {
    return {};
  }
}

/** The report of every app on the page: the page's own first, then its remotes by name. */
export async function collectDiagnostics(options: CollectOptions): Promise<AppReport[]> {
  const { page, federation, satisfy, fetchJson } = options;
  const instances = new Set((federation?.__INSTANCES__ ?? []).map((instance) => instance.name));
  const remotes = registeredRemotes(federation, page.name).sort((a, b) => a.name.localeCompare(b.name));
  const picks = await readPicks(options);
  const apps = [
    { ...page, role: 'page' as const },
    ...remotes.map((remote) => ({ ...remote, role: 'remote' as const })),
  ];
  return Promise.all(
    apps.map(async (app): Promise<AppReport> => {
      const read = await readManifest(fetchJson, app.manifestUrl);
      const picked = picks[app.name];
      const report: AppReport = {
        name: app.name,
        manifestUrl: app.manifestUrl,
        role: app.role,
        loaded: app.role === 'page' || instances.has(app.name),
        ...(picked?.percent !== undefined && picked.url === app.manifestUrl ? { picked } : {}),
        singletons: [],
      };
      if (!read.manifest) return { ...report, error: read.error };
      const { metaData, shared = [] } = read.manifest;
      const singletons = shared
        .filter((share) => share.singleton)
        .map((share): SingletonCheck => {
          const required = typeof share.requiredVersion === 'string' ? share.requiredVersion : undefined;
          const onPage = pageVersion(federation, share.name);
          return {
            name: share.name,
            builtWith: share.version,
            required,
            pageHas: onPage?.version,
            pageFrom: onPage?.from,
            satisfied: onPage && required ? satisfy(onPage.version, required) : null,
          };
        })
        // What does not match first, then by name.
        .sort(
          (a, b) =>
            Number(a.satisfied !== false) - Number(b.satisfied !== false) || a.name.localeCompare(b.name),
        );
      return {
        ...report,
        version: metaData?.build?.version ?? metaData?.buildInfo?.buildVersion,
        commit: metaData?.build?.commit,
        builtAt: metaData?.build?.builtAt,
        singletons,
      };
    }),
  );
}

/** The URL of the page's own manifest: beside its index.html. */
export function pageManifestUrl(origin = window.location.origin): string {
  return `${origin}/${MANIFEST_FILE_NAME}`;
}
