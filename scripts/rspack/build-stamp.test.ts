import { describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildCommit, buildStamp, UNKNOWN_COMMIT } from './build-stamp.mjs';

const REPO = path.resolve(import.meta.dirname, '../..');

describe('the build stamp', () => {
  it("says the app's version, the commit and the time", () => {
    const now = new Date('2025-01-02T03:04:05.000Z');
    const shellVersion = JSON.parse(
      fs.readFileSync(path.join(REPO, 'shell', 'package.json'), 'utf8'),
    ).version;
    expect(buildStamp(path.join(REPO, 'shell'), { commit: 'abc', now })).toEqual({
      version: shellVersion,
      commit: 'abc',
      builtAt: '2025-01-02T03:04:05.000Z',
    });
  });

  it("is the work tree's commit, dirty when it has changes, and the same for every config", () => {
    const commit = buildCommit();
    expect(commit).toMatch(/^([0-9a-f]{40,64}(-dirty)?|unknown)$/);
    expect(buildCommit()).toBe(commit);
  });

  it('is unknown outside a git repository (a tarball), without failing', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'no-git-'));
    try {
      expect(buildCommit(dir)).toBe(UNKNOWN_COMMIT);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
