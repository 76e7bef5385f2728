import path from 'node:path';
import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import { globalCss, tokens } from '@chakra-ui/react/theme';
import { baseTheme, brandTheme } from './theme.ts';

export const globalCssFile = path.join(import.meta.dirname, 'chakra-global.css');

/**
 * Whoever asks their system for less motion gets menus, dialogs, drawers and toasts that appear in place, and colours
 * that change without fading: every such Chakra animation and transition takes its time from these duration tokens.
 * Spinners and skeletons keep their own loop, which tells that something is loading. `!important` because the tokens'
 * layer comes after this one.
 */
const motionReduced = {
  '@media (prefers-reduced-motion: reduce)': {
    ':root': Object.fromEntries(Object.keys(tokens.durations ?? {}).map((name) => [`--chakra-durations-${name}`, '0.01ms !important'])),
  },
};

/** Chakra's reset and page-wide rules, compiled here ahead of time: the browser never builds them. */
const pageStyles = defineConfig({ preflight: true, globalCss: { ...globalCss, ...motionReduced } });

/** The system with its page-wide styles, as Chakra alone would draw it: what chakra-global.css is compiled from. */
const createFullSystem = (): SystemContext => createSystem(defaultBaseConfig, baseTheme, pageStyles, brandTheme);

const header = '/* Chakra\'s page-wide styles, compiled from theme.ts and global-css.ts by libs/web-ui/write-global-css.ts: do not edit. */\n';

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
