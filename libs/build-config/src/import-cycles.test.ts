import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles } from './import-cycles.ts';

const root = path.resolve(import.meta.dirname, '../../..');

describe('import cycles', () => {
  it('none among the libraries, services, shell and remotes, across packages too', () => {
    const cycles = importCycles(root, ['libs', 'services', 'shell', 'mf-public', 'mf-patient', 'mf-psychologist', 'mf-admin']);
    expect(cycles).toEqual([]);
  }, 60_000);

  it('finds one made of type imports (the check is not blind)', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'import-cycle-'));
    try {
      copyFileSync(path.join(root, 'tsconfig.base.json'), path.join(folder, 'tsconfig.base.json'));
      writeFileSync(path.join(folder, 'a.ts'), "import type { B } from './b.ts';\nexport interface A { b?: B }\n");
      writeFileSync(path.join(folder, 'b.ts'), "import type { A } from './a.ts';\nexport interface B { a?: A }\n");
      writeFileSync(path.join(folder, 'c.ts'), "import type { A } from './a.ts';\nexport type C = A;\n");
      expect(importCycles(folder, ['.'])).toEqual([['a.ts', 'b.ts']]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
