// A Module Federation runtime plugin compiled into every app of the suite (create-config.mjs).
//
// A page runs one copy of each shared singleton, the first registered (the host's). A remote
// deployed alone may have been built for another range of it — another `@suite/shared` contract, a
// newer React. The runtime hands it the page's copy anyway (a blank screen would help no one) and
// logs a line of its own; this says it in the suite's words, with where to look: the About panel
// (the shell's /admin/about, a standalone app's /remotes) lists every app and what it got.
import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Where a page of the suite lists its apps and their versions (FederationDiagnostics). */
const ABOUT = "the admin's About page (/admin/about), or /remotes on an app's own port";

/** The warning for an app handed a singleton outside its range. */
export function rangeWarning(
  app: string,
  pkgName: string,
  required: string,
  version: string,
  from: string,
): string {
  return (
    `[federation] ${app} was built for ${pkgName} ${required}, but this page shares ${pkgName} ${version} ` +
    `(from ${from}); ${app} runs with it and may fail where they differ. Deploy a build of ${app} made ` +
    `with ${pkgName} ${version}. Every app and its versions: ${ABOUT}.`
  );
}

export default function singletonRange(): ModuleFederationRuntimePlugin {
  const warned = new Set<string>();
  return {
    name: 'suite-singleton-range',
    resolveShare(args) {
      const { shareInfo, pkgName } = args;
      const required = shareInfo.shareConfig.requiredVersion;
      if (!shareInfo.shareConfig.singleton || typeof required !== 'string') return args;
      const { resolver } = args;
      args.resolver = () => {
        const resolved = resolver();
        const shared = resolved?.shared;
        const key = `${shareInfo.from} ${pkgName}`;
        if (shared && !satisfy(shared.version, required) && !warned.has(key)) {
          warned.add(key);
          console.warn(rangeWarning(shareInfo.from, pkgName, required, shared.version, shared.from));
        }
        return resolved;
      };
      return args;
    },
  };
}
