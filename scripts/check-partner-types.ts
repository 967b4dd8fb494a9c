// The partner host's type check against what the section editors publish (`pnpm build` runs it, after
// the apps are built): mfe_section_editors' `dist/` is served as it would be deployed, and
// examples/section-editors-host fetches its `@mf-types.zip` from there with the federation's type
// plugin, then type-checks with it alone (its `typecheck` script) — no import of this repository's
// sources, as a partner outside it.
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serveApp } from './serve.mjs';
import { ROOT } from './suite';

const server = await serveApp({ dir: path.join(ROOT, 'mfe-section-editors', 'dist'), port: 0 });
const { port } = server.address() as AddressInfo;
// Not spawnSync: this process serves the types while the check runs.
const child = spawn('pnpm', ['--filter', '@suite/example-section-editors-host', 'typecheck'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, SECTION_EDITORS_URL: `http://127.0.0.1:${port}` },
});
const code = await new Promise<number>((resolve) => child.on('close', (status) => resolve(status ?? 1)));
server.close();
server.closeAllConnections();
process.exit(code);
