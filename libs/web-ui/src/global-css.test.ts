// @vitest-environment node
// emotion's cache returns the rules it would insert only where there is no document.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileGlobalCss, globalCssFile } from './global-css.ts';
import { loadSystem } from './theme.ts';

describe('chakra-global.css', () => {
  it('is what the theme compiles to (after changing theme.ts, run npx tsx libs/web-ui/write-global-css.ts)', () => {
    expect(readFileSync(globalCssFile, 'utf8')).toBe(compileGlobalCss());
  });

  it('holds the reset, the page-wide rules and the variables of the tokens the components read', () => {
    const css = compileGlobalCss();
    expect(css).toContain('@layer reset{');
    expect(css).toContain('@layer base{');
    expect(css).toContain('@layer tokens{');
    expect(css).toContain('--chakra-colors-brand-solid:var(--chakra-colors-brand-600)');
    expect(css).toContain('--chakra-colors-fg-error:var(--chakra-colors-red-700)');
  });

  it('is left out of the system the pages draw with, which would otherwise parse it again on every first page', async () => {
    expect((await loadSystem())._global).toEqual([]);
  });
});
