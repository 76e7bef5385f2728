// Emotion and Chakra's styling core, which every module of `@emind/web-ui` imports: evaluated a task ahead of it.
export { chakra, createSystem, defaultBaseConfig } from '@chakra-ui/react';
export { Global, ThemeProvider } from '@emotion/react';

// Never called: the eager import only places @emind/web-ui's modules beside these, so that the bundler keeps them in
// the chunk of the shared @emind/web-ui instead of splitting that chunk in two (an extra request, worse gzip).
export const sameChunkAsUi = (): Promise<unknown> => import(/* webpackMode: "eager" */ '../index.ts');
