import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { handTypedApiCalls } from './api-types-from-contracts.ts';

const root = path.resolve(import.meta.dirname, '../../..');

describe('API answer types', () => {
  it('every apiRequest of the libraries, shell and remotes names its answer type from @emind/contracts', () => {
    const found = handTypedApiCalls(root, ['libs', 'shell', 'mf-public', 'mf-patient', 'mf-psychologist', 'mf-admin']);
    expect(found).toEqual([]);
  }, 60_000);

  it('finds an object type, a local name, a generic and a missing type argument, and lets contracts types through', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'api-types-'));
    try {
      mkdirSync(path.join(folder, 'src'));
      const write = (name: string, text: string) => writeFileSync(path.join(folder, 'src', name), text);
      write(
        'good.ts',
        [
          "import type { Profile, ReviewList } from '@emind/contracts';",
          "import type * as C from '@emind/contracts';",
          "import { apiRequest } from '@emind/web-api';",
          "export const a = () => apiRequest<Profile>('/a/');",
          "export const b = () => apiRequest<Pick<Profile, 'id' | 'email'>[]>('/b/');",
          "export const c = () => apiRequest<ReviewList | null>('/c/');",
          "export const d = () => apiRequest<C.Detail>('/d/');",
          "export const e = () => apiRequest<Blob>('/e/');",
          "export const f = () => apiRequest<void>('/f/', { method: 'DELETE' });",
          '',
        ].join('\n'),
      );
      write(
        'bad.ts',
        [
          "import type { Review } from '@emind/contracts';",
          "import { apiRequest } from '@emind/web-api';",
          "import type { Local } from './local.ts';",
          'interface Mine { id: number }',
          "export const a = () => apiRequest<{ results: Review[] }>('/a/');",
          "export const b = () => apiRequest<Local>('/b/');",
          "export const c = (): Promise<Mine> => apiRequest('/c/');",
          "export const d = <T>() => apiRequest<T>('/d/');",
          "export const e = () => apiRequest<\n  Partial<Mine>\n>('/e/');",
          '',
        ].join('\n'),
      );
      write('bad.test.ts', "import { apiRequest } from '@emind/web-api';\nexport const a = () => apiRequest<{ a: 1 }>('/a/');\n");
      expect(handTypedApiCalls(folder, ['src'])).toEqual([
        'src/bad.ts:5 apiRequest<{ results: Review[] }>: { results: Review[] } not from @emind/contracts',
        'src/bad.ts:6 apiRequest<Local>: Local not from @emind/contracts',
        'src/bad.ts:7 apiRequest without a type argument',
        'src/bad.ts:8 apiRequest<T>: T not from @emind/contracts',
        'src/bad.ts:9 apiRequest<Partial<Mine>>: Mine not from @emind/contracts',
      ]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
