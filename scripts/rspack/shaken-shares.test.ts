import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importedNames, namespaceMembers, usedExportsOf } from './shaken-shares.mjs';

describe('importedNames', () => {
  it('reads named imports, on one line or many, renamed or not, and leaves types out', () => {
    const source = [
      "import { Button, Form as AntForm, type FormProps } from 'antd';",
      'import {',
      '  Card,',
      '  Table,',
      "} from 'antd';",
      "import type { TableProps } from 'antd';",
      "import { Link } from 'react-router';",
      "import { theme } from 'antd/es/theme';",
      "export { Tag, Rate as Stars, type TagProps } from 'antd';",
      "export type { SelectProps } from 'antd';",
    ].join('\n');
    expect(importedNames(source, 'antd')).toEqual(['Button', 'Form', 'Card', 'Table', 'Tag', 'Rate']);
    expect(importedNames(source, 'react-router')).toEqual(['Link']);
  });
});

describe('namespaceMembers', () => {
  it('reads the members read off a namespace import, types included', () => {
    const source = [
      "import * as z from 'zod/v4';",
      'export const Item = z.object({ name: z.string().min(1), tags: z.array(z.string()) });',
      'export type Item = z.infer<typeof Item>;',
      'const pattern = /^[a-z]+$/;',
    ].join('\n');
    expect(namespaceMembers(source, 'zod/v4')).toEqual(['object', 'string', 'array', 'string', 'infer']);
    expect(namespaceMembers(source, 'antd')).toBeNull();
  });

  it('refuses a namespace passed on or indexed, whose needs no scan can know', () => {
    expect(() => namespaceMembers("import * as z from 'zod/v4';\nregister(z);", 'zod/v4')).toThrow(
      /used other than by reading a member/,
    );
    expect(() => namespaceMembers("import * as z from 'zod/v4';\nz[kind]();", 'zod/v4')).toThrow(
      /used other than by reading a member/,
    );
  });
});

describe('usedExportsOf', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'shaken-shares-'));
    mkdirSync(path.join(dir, 'app/src/deep'), { recursive: true });
    mkdirSync(path.join(dir, 'other/src'), { recursive: true });
    writeFileSync(path.join(dir, 'app/src/a.tsx'), "import { Button, Card } from 'antd';\n");
    writeFileSync(path.join(dir, 'app/src/deep/b.ts'), "import { Card, theme } from 'antd';\n");
    // Tests are not bundled: what they import is not kept.
    writeFileSync(path.join(dir, 'app/src/a.test.tsx'), "import { Rate } from 'antd';\n");
    writeFileSync(path.join(dir, 'other/src/c.tsx'), "import antd from 'antd';\n");
    mkdirSync(path.join(dir, 'ns/src'), { recursive: true });
    writeFileSync(
      path.join(dir, 'ns/src/e.ts'),
      "import * as z from 'zod/v4';\nexport const A = z.object({});\n",
    );
    mkdirSync(path.join(dir, 'whole-ns/src'), { recursive: true });
    writeFileSync(
      path.join(dir, 'whole-ns/src/f.ts'),
      "import * as z from 'zod/v4';\nexport const all = [z];\n",
    );
    mkdirSync(path.join(dir, 'barrel/src'), { recursive: true });
    writeFileSync(path.join(dir, 'barrel/src/d.ts'), "export * from 'antd';\n");
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is the sorted union of what every app imports', () => {
    expect(usedExportsOf('antd', [path.join(dir, 'app/src')])).toEqual(['Button', 'Card', 'theme']);
  });

  it('takes the members read off a namespace import', () => {
    expect(usedExportsOf('zod/v4', [path.join(dir, 'ns/src')])).toEqual(['object']);
  });

  it('refuses a default import, a whole namespace or a re-export of everything, which would keep nothing shakeable', () => {
    expect(() => usedExportsOf('antd', [path.join(dir, 'other/src')])).toThrow(/takes all of antd/);
    expect(() => usedExportsOf('zod/v4', [path.join(dir, 'whole-ns/src')])).toThrow(/takes all of zod\/v4/);
    expect(() => usedExportsOf('antd', [path.join(dir, 'barrel/src')])).toThrow(/takes all of antd/);
  });
});
