import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { chakraSystemInSteps, chakraTokenDictionaryInSteps } = require('./chakra-system-loader.cjs') as {
  chakraSystemInSteps: (source: string) => string;
  chakraTokenDictionaryInSteps: (source: string) => string;
};

const chakraEsm = path.join(path.dirname(require.resolve('@chakra-ui/react/package.json')), 'dist/esm');
const systemFile = path.join(chakraEsm, 'styled-system/system.js');
const scratch = mkdtempSync(path.join(tmpdir(), 'chakra-system-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

type Config = Record<string, unknown>;
interface System {
  tokens: { allTokens: unknown[] };
  css: (style: Config) => Config;
  _global: unknown[];
  getPreflightCss: () => Record<string, unknown>;
}
type CreateSystem = (...configs: Config[]) => System;
type CreateSystemInSteps = (...configs: Config[]) => Generator<undefined, System>;

/** A copy of one of Chakra's styled-system modules as the build serves it, its imports pointing back into Chakra. */
function servedCopy(file: string, edit: (source: string) => string, replaced: Record<string, string> = {}): string {
  const source = edit(readFileSync(file, 'utf8')).replace(/from '([^']+)'/g, (_, request: string) => {
    const target = replaced[request] ?? (request.startsWith('.') ? path.resolve(path.dirname(file), request) : require.resolve(request));
    return `from '${pathToFileURL(target).href}'`;
  });
  const copy = path.join(scratch, `${path.basename(file, '.js')}.mjs`);
  writeFileSync(copy, source);
  return copy;
}

/** Chakra's system.js as the build serves it, with the token dictionary as the build serves it. */
async function builtCreateSystem(): Promise<CreateSystemInSteps> {
  const tokenDictionary = servedCopy(path.join(path.dirname(systemFile), 'token-dictionary.js'), chakraTokenDictionaryInSteps);
  const file = servedCopy(systemFile, chakraSystemInSteps, { './token-dictionary.js': tokenDictionary });
  return ((await import(pathToFileURL(file).href)) as { createSystem: CreateSystemInSteps }).createSystem;
}

describe("Chakra's createSystem as the build serves it", () => {
  it("creates in steps the system Chakra's own creates at once, without the page-wide styles and the reset", async () => {
    const createSystemInSteps = await builtCreateSystem();
    const { createSystem } = (await import(pathToFileURL(systemFile).href)) as { createSystem: CreateSystem };
    const { defaultBaseConfig } = (await import(pathToFileURL(path.join(chakraEsm, 'preset-base.js')).href)) as { defaultBaseConfig: Config };
    const { baseTheme, brandTheme } = await import('../../web-ui/src/theme.ts');
    const configs = [defaultBaseConfig, baseTheme as Config, brandTheme as Config];

    const steps = createSystemInSteps(...configs);
    let pauses = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) pauses += 1;
    const stepped = step.value;
    const atOnce = createSystem(...configs);

    // After merging the configs, four times within the token dictionary, and after it.
    expect(pauses).toBe(6);
    expect(stepped.tokens.allTokens.length).toBe(atOnce.tokens.allTokens.length);
    expect(stepped.tokens.allTokens.length).toBeGreaterThan(100);
    const style = { color: 'brand.700', padding: '4', md: { bg: 'red.50' }, _hover: { borderColor: 'gray.200' } };
    expect(stepped.css(style)).toEqual(atOnce.css(style));
    expect(stepped.css(style)).toMatchObject({ color: 'var(--chakra-colors-brand-700)' });
    expect(stepped._global).toEqual([]);
    expect(atOnce._global).not.toEqual([]);
    expect(stepped.getPreflightCss()).toEqual({ '@layer reset': {} });
    // Loading Chakra's modules from a copy and creating the system twice takes over 20 s on a loaded 2-core machine.
  }, 60_000);

  it('fails the build when Chakra no longer reads as expected', () => {
    expect(() => chakraSystemInSteps('export { createSystem };')).toThrow(/system\.js no longer has the reset as/);
    expect(() => chakraTokenDictionaryInSteps('export { createTokenDictionary };')).toThrow(/token-dictionary\.js no longer has the start/);
  });
});
