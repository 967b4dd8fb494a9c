import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkLock, CONTRACT_SOURCES, contractHash, readLock, SHARED_DIR, writeLock } from './contract-lock';

const CHANGED =
  "@suite/shared's contract changed since 1.0.0: bump its version in shared/package.json (minor for an addition, major for a breaking change), then run pnpm --filter @suite/shared contract:lock";

describe('the contract lock', () => {
  it('matches the committed tree', () => {
    const { ok, message } = checkLock();
    expect(ok ? 'ok' : message).toBe('ok');
  });

  describe('in a copy of the package', () => {
    let dir: string;

    beforeEach(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-lock-'));
      for (const source of [...CONTRACT_SOURCES, 'package.json']) {
        fs.cpSync(path.join(SHARED_DIR, source), path.join(dir, source), { recursive: true });
      }
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
      fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ ...manifest, version: '1.0.0' }));
      writeLock(dir);
    });

    afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

    const edit = (file: string, line: string) => fs.appendFileSync(path.join(dir, file), `\n${line}\n`);
    const bump = (version: string) => {
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
      fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ ...manifest, version }));
    };

    it('fails when a schema changed and the version did not, then passes once bumped and locked', () => {
      expect(checkLock(dir)).toMatchObject({ ok: true });
      edit('src/schemas/common.ts', 'export const ADDED = 1;');
      expect(checkLock(dir)).toEqual({ ok: false, message: CHANGED });

      bump('1.1.0');
      expect(checkLock(dir)).toEqual({
        ok: false,
        message:
          '@suite/shared is 1.1.0, its contract lock says 1.0.0: run pnpm --filter @suite/shared contract:lock to record it',
      });
      expect(writeLock(dir)).toEqual({ version: '1.1.0', hash: contractHash(dir) });
      expect(readLock(dir)?.version).toBe('1.1.0');
      expect(checkLock(dir)).toMatchObject({ ok: true });
    });

    it('leaves out the tests beside the contract', () => {
      const hash = contractHash(dir);
      edit('src/schemas/errors.test.ts', '// another case');
      expect(contractHash(dir)).toBe(hash);
      fs.renameSync(path.join(dir, 'src/schemas/paging.ts'), path.join(dir, 'src/schemas/pages.ts'));
      expect(contractHash(dir)).not.toBe(hash);
    });
  });
});
