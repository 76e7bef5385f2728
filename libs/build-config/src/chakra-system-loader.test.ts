import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { chakraSystemInSteps } = require('./chakra-system-loader.cjs') as { chakraSystemInSteps: (source: string) => string };

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

/** Chakra's system.js as the build serves it, loaded from a copy whose imports point back into Chakra. */
async function builtCreateSystem(): Promise<CreateSystemInSteps> {
  const source = chakraSystemInSteps(readFileSync(systemFile, 'utf8')).replace(/from '([^']+)'/g, (_, request: string) => {
    const target = request.startsWith('.') ? path.resolve(path.dirname(systemFile), request) : require.resolve(request);
    return `from '${pathToFileURL(target).href}'`;
  });
  const file = path.join(scratch, 'system.mjs');
  writeFileSync(file, source);
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

    expect(pauses).toBe(2);
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
    expect(() => chakraSystemInSteps('export { createSystem };')).toThrow(/no longer has the reset as/);
  });
});
