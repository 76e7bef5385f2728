import path from 'node:path';
import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import { createFullSystem } from './theme.ts';

export const globalCssFile = path.join(import.meta.dirname, 'chakra-global.css');

const header = '/* Chakra\'s page-wide styles, compiled from theme.ts by libs/web-ui/write-global-css.ts: do not edit. */\n';

/**
 * The CSS emotion's <Global> inserts for Chakra's page-wide styles (reset, global rules, the tokens' variables),
 * through emotion's own pipeline. Node only: there emotion's cache returns the rules instead of inserting them.
 */
export function compileGlobalCss(): string {
  const cache = createCache({ key: 'css' });
  const rules = cache.insert('', serializeStyles([createFullSystem()._global], cache.registered), cache.sheet, false);
  if (typeof rules !== 'string') throw new Error('emotion inserted the rules into a document: compile them in Node');
  return `${header}${rules}\n`;
}
