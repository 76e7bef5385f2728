// CI check after `npm run build`: the JavaScript each area's first page needs before it can paint, gzipped, from
// the build output alone (no browser, no timing). The file lists include the first page's style sheets, which the
// gateway preloads too; only scripts count against the budget. Usage: `tsx libs/build-config/src/first-page-budget.ts`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHUNK_ORIGINS_FILE, type ChunkOrigin } from './chunk-origins.ts';
import { deferredSingletons } from './shared-singletons.ts';

export { CHUNK_ORIGINS_FILE };

/**
 * kB gzipped. `target` is issue 9's budget; `ceiling` is the figure measured when the check was set (+1–2 kB),
 * a ratchet: CI fails above it. Lower the ceiling when a change makes a page lighter; raise it only for something a
 * user sees, with the reason and the bytes beside it.
 */
export const budgets = {
  // 147.1: refusal codes in the API client (ApiError.code) and the card's 'Sin valoraciones aún' added 10 bytes.
  // 147.5 and 228.5: the bar's user-menu button, drawn without Chakra from the first paint so that the menu arriving
  // no longer moves the bar (0.4 kB; web-ui's side-effect-free modules had just saved 0.2).
  // 147.3, 227.6, 230.3, 229.9: React's jsx-runtime shared once instead of copied into each chunk that draws (0.3 kB
  // public, about 1 kB signed in), after the homes' boot steps of stop 49 had taken the psychologist to 231.18.
  public: { target: 150, ceiling: 147.3 },
  patient: { target: 250, ceiling: 227.6 },
  psychologist: { target: 250, ceiling: 230.3 },
  admin: { target: 250, ceiling: 229.9 },
} as const;

/**
 * The same commit built in two folders gives first pages a few dozen bytes apart (chunk names carry content hashes,
 * and the chunk maps that list them compress differently): 150,527 and 150,529 B public, 237,585 and 237,527 B
 * psychologist. A page fails only when it is over its ceiling by more than this (about three times the spread seen),
 * so the ratchet catches growth, not the clone's path.
 */
export const BUILD_NOISE_KB = 0.2;

export type Area = keyof typeof budgets;

const PROVIDED_MODULE = /^provide shared module \(\w+\) (.+?)@/;

/**
 * The shell's own first download: its entry, the bootstrap it imports, and the shared singletons it provides,
 * less the deferred ones on a page drawn without them (`withDeferred: false`, the public area). A chunk holding
 * only a consumer's fallback copy is left out: the shell provides every shared module, so the fallback never loads.
 */
export function shellFirstPageFiles(chunks: readonly ChunkOrigin[], { withDeferred }: { withDeferred: boolean }): string[] {
  const provides = (chunk: ChunkOrigin): boolean =>
    chunk.origins.some((origin) => {
      const key = PROVIDED_MODULE.exec(origin.module)?.[1];
      return key !== undefined && (withDeferred || !deferredSingletons.includes(key));
    });
  const needed = chunks.filter(
    (chunk) => chunk.initial || chunk.origins.some((origin) => origin.request === './bootstrap.tsx') || provides(chunk),
  );
  return [...new Set(needed.flatMap((chunk) => chunk.files))];
}

interface MfStats {
  exposes: { assets: { js: { sync: string[] }; css?: { sync: string[] } } }[];
}

/** A remote's part: its entry and the chunks its exposed App imports statically (not what it loads lazily). */
export function remoteFirstPageFiles(mfStats: MfStats): string[] {
  return [
    'remoteEntry.js',
    ...mfStats.exposes.flatMap((expose) => [...expose.assets.js.sync, ...(expose.assets.css?.sync ?? [])]),
  ];
}

const isScript = (file: string): boolean => file.endsWith('.js');

const gzipKb = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).length / 1024;
const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

export function measure(root: string): Record<Area, number> {
  const shellDist = path.join(root, 'shell', 'dist');
  const chunks = readJson<ChunkOrigin[]>(path.join(shellDist, CHUNK_ORIGINS_FILE));
  const area = (name: Area): number => {
    const shell = shellFirstPageFiles(chunks, { withDeferred: name !== 'public' });
    const dist = path.join(root, `mf-${name}`, 'dist');
    const files = remoteFirstPageFiles(readJson<MfStats>(path.join(dist, 'mf-stats.json')));
    return (
      shell.filter(isScript).reduce((sum, file) => sum + gzipKb(path.join(shellDist, file)), 0) +
      files.filter(isScript).reduce((sum, file) => sum + gzipKb(path.join(dist, file)), 0)
    );
  };
  return { public: area('public'), patient: area('patient'), psychologist: area('psychologist'), admin: area('admin') };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = measure(path.resolve(import.meta.dirname, '../../..'));
  let failed = false;
  for (const [area, kb] of Object.entries(figures) as [Area, number][]) {
    const { target, ceiling } = budgets[area];
    const grew = kb > ceiling + BUILD_NOISE_KB;
    const verdict = grew ? 'FAIL: grew past the last measured figure' : kb > target ? `over the target by ${(kb - target).toFixed(1)} kB` : 'within the target';
    failed ||= grew;
    console.log(`${area.padEnd(13)} ${kb.toFixed(1).padStart(6)} kB gzipped JS (target ${target}, ceiling ${ceiling} + ${BUILD_NOISE_KB} for build noise): ${verdict}`);
  }
  if (failed) process.exit(1);
}
