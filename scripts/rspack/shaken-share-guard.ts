// A Module Federation runtime plugin compiled into every app of the suite (create-config.mjs).
//
// antd is shared tree-shaken (ADR 0013): each app's build keeps only the antd exports the suite's
// apps import, and the federation runtime hands every app the one copy the first app registered.
// The runtime does not check, for a singleton, that the copy it picked holds the exports the asking
// app needs — a remote deployed later that uses one more antd component would get `undefined` and
// crash. This plugin closes that gap:
// - an app that registers a shaken copy writes on it which exports it holds (the names the apps
//   import, which its build kept: shared-deps.mjs passes them here);
// - an app that asks for a shaken copy gets it only if that copy holds every export its own code
//   imports (not every export its commit's apps import: a remote rebuilt after another app began to
//   use one more still takes the copy that lacks it); otherwise it loads its own copy (which its
//   build shaped for it) and says so in the console.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface ShakenShareGuardOptions {
  /** Per tree-shaken share, the exports this app's build kept: the names the suite's apps import. */
  usedExports: Record<string, readonly string[]>;
  /**
   * Per tree-shaken share, which of those this app's own code imports (`exportMask` in
   * shaken-shares.mjs); all of them where absent.
   */
  ownExports?: Record<string, string>;
}

type Shared = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0]['shareInfo'];

/** The exports `shared`'s tree-shaken copy holds, when the app that registered it said so. */
function heldExports(shared: Shared): readonly string[] | undefined {
  return shared.treeShaking?.usedExports;
}

/** The names of `wanted` that `held` lacks; all of them when `held` is unknown. */
export function missingExports(wanted: readonly string[], held: readonly string[] | undefined): string[] {
  if (!held) return [...wanted];
  const available = new Set(held);
  return wanted.filter((name) => !available.has(name));
}

/** The names of `kept` that `mask` marks (`exportMask` in shaken-shares.mjs); all when there is none. */
export function exportsInMask(kept: readonly string[], mask: string | undefined): readonly string[] {
  if (mask === undefined) return kept;
  return kept.filter((_, position) => (parseInt(mask[position >> 2] ?? '0', 16) >> (position & 3)) & 1);
}

export default function shakenShareGuard({
  usedExports,
  ownExports = {},
}: ShakenShareGuardOptions): ModuleFederationRuntimePlugin {
  return {
    name: 'suite-shaken-share-guard',
    afterRegisterShare({ pkgName, shared, origin }) {
      // Built without the whole-package fallbacks (create-config.mjs), a shaken share registers its
      // copy as the share's own getter only: the runtime loads a tree-shaken copy through its
      // `treeShaking.get`, so both name the one copy the build made.
      if (shared.treeShaking && typeof shared.treeShaking.get !== 'function') {
        shared.treeShaking.get = shared.get;
      }
      const held = usedExports[pkgName];
      if (!held || !shared.treeShaking || shared.from !== origin.name) return;
      shared.treeShaking.usedExports = [...held];
    },
    resolveShare(args) {
      // What this app's code imports of the package; the build's own list also names members read
      // off them (`Typography.Link` → Link), which are no exports of the package.
      const kept = usedExports[args.pkgName];
      if (!kept) return args;
      const wanted = exportsInMask(kept, ownExports[args.pkgName]);
      const { resolver } = args;
      args.resolver = () => {
        const resolved = resolver();
        if (!resolved?.useTreesShaking || !resolved.shared.treeShaking) return resolved;
        const missing = missingExports(wanted, heldExports(resolved.shared));
        if (missing.length === 0) return resolved;
        console.warn(
          `[federation] ${args.shareInfo.from} uses ${args.pkgName} exports the shared copy from ` +
            `${resolved.shared.from} does not hold (${missing.join(', ')}); it loads its own copy.`,
        );
        // No registered share: the app falls back to its own build of the package.
        return undefined;
      };
      return args;
    },
  };
}
