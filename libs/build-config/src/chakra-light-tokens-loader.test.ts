import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { lightTokensOnly } = require('./chakra-light-tokens-loader.cjs') as { lightTokensOnly: (source: string) => string };

const tokensDir = path.join(path.dirname(require.resolve('@chakra-ui/react/package.json')), 'dist/esm/theme/semantic-tokens');
const scratch = mkdtempSync(path.join(tmpdir(), 'chakra-light-tokens-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** One of Chakra's semantic-token modules, as the build serves it or as Chakra ships it, loaded from a copy. */
async function tokensOf(file: string, edit: (source: string) => string): Promise<Record<string, unknown>> {
  const source = edit(readFileSync(path.join(tokensDir, file), 'utf8')).replace(
    /from '(\.[^']+)'/g,
    (_, request: string) => `from '${pathToFileURL(path.resolve(tokensDir, request)).href}'`,
  );
  const copy = path.join(scratch, `${edit === lightTokensOnly ? 'light' : 'both'}-${file.replace('.js', '.mjs')}`);
  writeFileSync(copy, source);
  const module = (await import(pathToFileURL(copy).href)) as Record<string, Record<string, unknown>>;
  return Object.values(module)[0] ?? {};
}

/** What the theme keeps of a token tree: each `{ _light, _dark }` value as its light one. */
function lightValues(node: unknown): unknown {
  if (typeof node !== 'object' || node === null) return node;
  if ('_light' in node) return (node as { _light: unknown })._light;
  return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, lightValues(child)]));
}

describe("Chakra's semantic tokens as the build serves them", () => {
  it.each(['colors.js', 'shadows.js'])('%s keeps every token with its light value and no dark one', async (file) => {
    const served = await tokensOf(file, lightTokensOnly);
    const shipped = await tokensOf(file, (source) => source);
    expect(JSON.stringify(served)).not.toContain('_dark');
    expect(served).toEqual(lightValues(shipped));
    expect(Object.keys(served).length).toBeGreaterThan(3);
  });

  it('fails the build when the source no longer gives its tokens as it expects', () => {
    expect(() => lightTokensOnly('const tokens = { bg: { value: { _dark: "{colors.black}", _light: "{colors.white}" } } };')).toThrow(/no longer/);
  });
});
