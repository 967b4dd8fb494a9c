import { satisfy } from '@module-federation/enhanced/runtime';
import { DiagnosticsPage } from '@suite/shared/diagnostics';
import { REMOTES_CONFIG_URL } from '../../federation/remotes-config-url';

/**
 * `/admin/about`: the shell and every remote it registered — the build each is (version, commit,
 * build time, the canary build this browser drew) and whether the shared singletons it got are in
 * the ranges it was built for (ADR 0018).
 */
export function AboutRoute() {
  return <DiagnosticsPage pageName="shell" satisfy={satisfy} remotesConfigUrl={REMOTES_CONFIG_URL} />;
}
