import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { featureBoundaryCrossings } from './feature-boundaries.ts';

const root = path.resolve(import.meta.dirname, '../../..');

describe('feature boundaries', () => {
  it("no feature of the shell or a remote imports another feature's files, only its index.ts", () => {
    expect(featureBoundaryCrossings(root, ['shell', 'mf-public', 'mf-patient', 'mf-psychologist', 'mf-admin'])).toEqual([]);
  });

  it('finds a feature reaching into another (the check is not blind)', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'feature-boundaries-'));
    try {
      const features = path.join(folder, 'app', 'src', 'features');
      for (const dir of ['a/components', 'b/api']) mkdirSync(path.join(features, dir), { recursive: true });
      writeFileSync(path.join(features, 'b', 'api', 'get-b.ts'), 'export const b = 1;\n');
      writeFileSync(path.join(features, 'b', 'index.ts'), "export { b } from './api/get-b.ts';\n");
      writeFileSync(path.join(features, 'a', 'components', 'through-index.ts'), "import { b } from '../../b/index.ts';\nexport const a = b;\n");
      writeFileSync(path.join(features, 'a', 'components', 'reaching-in.ts'), "import { b } from '../../b/api/get-b.ts';\nexport const c = b;\n");
      expect(featureBoundaryCrossings(folder, ['app'])).toEqual([
        `${path.join('app/src/features/a/components/reaching-in.ts')} -> ${path.join('app/src/features/b/api/get-b.ts')}`,
      ]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
