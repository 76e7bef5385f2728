import { createSystem, defaultBaseConfig, defineConfig, type SystemConfig, type SystemContext } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { intlWarmSteps, nextTask, warmIntlBetweenTasks } from './theme-intl.ts';

/**
 * A semantic token with only its light value: the app has no dark mode, and every `_dark` value costs the token
 * dictionary work when the system is created, which runs in the first long task of every page on a phone.
 */
function lightOnly<T>(node: T): T {
  if (typeof node !== 'object' || node === null) return node;
  const value: unknown = (node as { value?: unknown }).value;
  if (typeof value === 'object' && value !== null && '_light' in value) {
    return { ...node, value: (value as { _light: unknown })._light };
  }
  return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, lightOnly(child)])) as T;
}

/** Chakra's default theme, light only, less its page-wide styles; its recipes come apart (recipes.ts, see below). */
export const baseTheme = defineConfig({
  cssVarsPrefix,
  cssVarsRoot,
  theme: { breakpoints, keyframes, tokens, semanticTokens: lightOnly(semanticTokens), textStyles, layerStyles, animationStyles },
});

export const brandTheme = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#eef6f6' },
          100: { value: '#d3e9e8' },
          200: { value: '#a8d3d1' },
          300: { value: '#74b7b4' },
          400: { value: '#479995' },
          500: { value: '#2b7d79' },
          600: { value: '#216663' },
          700: { value: '#1c524f' },
          800: { value: '#183f3d' },
          900: { value: '#12302f' },
        },
      },
      fonts: {
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
      },
    },
    semanticTokens: {
      colors: {
        // Chakra's red.500 field errors read at 3.8:1 on white; WCAG AA asks 4.5:1 for text.
        fg: { error: { value: '{colors.red.700}' } },
        brand: {
          // A solid button under the pointer shows this at 90 % over white: brand.500 then read at 4.1:1 with white
          // text, under WCAG AA's 4.5:1; brand.600 keeps 5.3:1 hovered (6.7:1 at rest).
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
});

let created: SystemContext | undefined;
let creating: Promise<SystemContext> | undefined;

/**
 * In the build, createSystem hands out its work in steps: a generator that returns the system
 * (libs/build-config/src/chakra-system-loader.cjs). Chakra's own, in unit tests, returns the system at once.
 */
type BuiltCreateSystem = (...configs: SystemConfig[]) => SystemContext | Generator<undefined, SystemContext>;

/**
 * Chakra's system, created in tasks of its own: on a phone it is the longest single piece of a signed-in first page
 * (about 100 ms under 4x throttling), so it is made in seven steps, each a task of its own (merging the configs, five
 * parts of the token dictionary, the rest), with the browser free to paint and answer input between them. Calling the build's
 * createSystem runs none of its work; run while this module loads, it would lengthen the task that also evaluates
 * Chakra and the area's code.
 */
async function createSystemBetweenTasks(): Promise<SystemContext> {
  await nextTask();
  // The recipes of the components we use (Chakra's, less those we do not use), evaluated in this task rather than
  // with the rest of @emind/web-ui: "eager" keeps them in the same chunk, with no request more.
  const { recipes, slotRecipes } = await import(/* webpackMode: "eager" */ './recipes.ts');
  const made = (createSystem as BuiltCreateSystem)(defaultBaseConfig, baseTheme, defineConfig({ theme: { recipes, slotRecipes } }), brandTheme);
  // Chakra's own computes the page-wide styles (reset, global rules, the tokens' variables), which come as
  // chakra-global.css: drawn by ChakraProvider, emotion would parse them again. The build's leaves them out.
  if (!('next' in made)) return (created = { ...made, _global: [] });
  for (;;) {
    await nextTask();
    const step = made.next();
    if (step.done) return (created = step.value);
  }
}

/** Chakra's system; started when this module loads, a later call returns the same promise. */
export function loadSystem(): Promise<SystemContext> {
  creating ??= createSystemBetweenTasks();
  return creating;
}

/** The system once created, else undefined (the caller suspends on `loadSystem()`). */
export const createdSystem = (): SystemContext | undefined => created;

void loadSystem();
// Beside the system's steps, while the area's code downloads: it formats dates as it loads (see theme-intl.ts).
void warmIntlBetweenTasks(intlWarmSteps, nextTask);
