// Writes src/chakra-global.css after a change to the theme: `npx tsx libs/web-ui/write-global-css.ts`
// (global-css.test.ts fails while the file is stale).
import { writeFileSync } from 'node:fs';
import { compileGlobalCss, globalCssFile } from './src/global-css.ts';

writeFileSync(globalCssFile, compileGlobalCss());
