// CI check after `npm run build`: the JavaScript each area's first page needs before it can paint, gzipped, from
// the build output alone (no browser, no timing). Usage: `tsx libs/build-config/src/first-page-budget.ts`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHUNK_ORIGINS_FILE, type ChunkOrigin } from './chunk-origins.ts';

export { CHUNK_ORIGINS_FILE };

/**
 * kB gzipped. `target` is issue 9's budget; `ceiling` is the figure measured when the check was set (+1–2 kB),
 * a ratchet: CI fails above it. Lower the ceiling when a change makes a page lighter; raise it never.
 */
export const budgets = {
  public: { target: 150, ceiling: 234 },
  patient: { target: 250, ceiling: 295 },
  psychologist: { target: 250, ceiling: 308 },
  admin: { target: 250, ceiling: 302 },
} as const;

export type Area = keyof typeof budgets;

/** The shell's own first download: its entry, the bootstrap it imports, and every shared singleton it provides. */
export function shellFirstPageFiles(chunks: readonly ChunkOrigin[]): string[] {
  const needed = chunks.filter(
    (chunk) =>
      chunk.initial ||
      chunk.origins.some(
        (origin) => origin.request === './bootstrap.tsx' || /^(provide|consume) shared module /.test(origin.module),
      ),
  );
  return [...new Set(needed.flatMap((chunk) => chunk.files))];
}

interface MfStats {
  exposes: { assets: { js: { sync: string[] } } }[];
}

/** A remote's part: its entry and the chunks its exposed App imports statically (not what it loads lazily). */
export function remoteFirstPageFiles(mfStats: MfStats): string[] {
  return ['remoteEntry.js', ...mfStats.exposes.flatMap((expose) => expose.assets.js.sync)];
}

const gzipKb = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).length / 1024;
const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

export function measure(root: string): Record<Area, number> {
  const shellDist = path.join(root, 'shell', 'dist');
  const chunks = readJson<ChunkOrigin[]>(path.join(shellDist, CHUNK_ORIGINS_FILE));
  const shell = shellFirstPageFiles(chunks).reduce((sum, file) => sum + gzipKb(path.join(shellDist, file)), 0);
  const area = (name: Area): number => {
    const dist = path.join(root, `mf-${name}`, 'dist');
    const files = remoteFirstPageFiles(readJson<MfStats>(path.join(dist, 'mf-stats.json')));
    return shell + files.reduce((sum, file) => sum + gzipKb(path.join(dist, file)), 0);
  };
  return { public: area('public'), patient: area('patient'), psychologist: area('psychologist'), admin: area('admin') };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = measure(path.resolve(import.meta.dirname, '../../..'));
  let failed = false;
  for (const [area, kb] of Object.entries(figures) as [Area, number][]) {
    const { target, ceiling } = budgets[area];
    const verdict = kb > ceiling ? 'FAIL: grew past the last measured figure' : kb > target ? `over the target by ${(kb - target).toFixed(1)} kB` : 'within the target';
    failed ||= kb > ceiling;
    console.log(`${area.padEnd(13)} ${kb.toFixed(1).padStart(6)} kB gzipped JS (target ${target}, ceiling ${ceiling}): ${verdict}`);
  }
  if (failed) process.exit(1);
}
