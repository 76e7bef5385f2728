import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pluginReact } from '@rsbuild/plugin-react';
import type { RsbuildConfig } from '@rsbuild/core';
import { pluginChunkOrigins } from './chunk-origins.ts';
import { pluginPrecompress } from './precompress.ts';
import { singletons } from './shared-singletons.ts';

export { pluginPrecompress } from './precompress.ts';
export { CHUNK_ORIGINS_FILE, pluginChunkOrigins, type ChunkOrigin } from './chunk-origins.ts';

export const sharedSingletons = Object.fromEntries(
  singletons.map((name) => [name, { singleton: true, requiredVersion: false as const }]),
);

const require = createRequire(import.meta.url);

/**
 * `react-router-dom` is served by a file re-exporting only the names the apps use, and `react-router` by its
 * production build (its package exports only the development one): the router is shared, and a shared module
 * is never tree-shaken.
 */
export const resolveAliases = {
  'react-router-dom$': fileURLToPath(new URL('./react-router-dom.ts', import.meta.url)),
  'react-router$': path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs'),
};

/**
 * An import of a name a module does not export is a build error, not an undefined at run time; Chakra's system is
 * created without computing the page-wide styles that chakra-global.css brings (see chakra-system-loader.cjs), and its
 * semantic tokens come without their dark values (chakra-light-tokens-loader.cjs).
 */
export const moduleOptions = {
  parser: { javascript: { exportsPresence: 'error' as const } },
  rules: [
    {
      test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/](system|token-dictionary)\.js$/,
      loader: fileURLToPath(new URL('./chakra-system-loader.cjs', import.meta.url)),
    },
    {
      test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]semantic-tokens[\\/](colors|shadows)\.js$/,
      loader: fileURLToPath(new URL('./chakra-light-tokens-loader.cjs', import.meta.url)),
    },
  ],
};

/**
 * The federation runtime without what only manifest-addressed remotes (snapshots) or Node need: our remotes are
 * addressed by their remoteEntry.js, always in a browser.
 */
export const federationOptimization = { disableSnapshot: true, target: 'web' as const };

/** Build config of a remote: it exposes exactly one `./App`, served from wherever the manifest says. */
export function remoteConfig(name: string, port: number): RsbuildConfig {
  return {
    plugins: [
      pluginReact(),
      pluginPrecompress(),
      pluginChunkOrigins(),
      pluginModuleFederation({
        name,
        exposes: { './App': './src/app/app.tsx' },
        filename: 'remoteEntry.js',
        shared: sharedSingletons,
        dts: false,
        // The shell provides the federation runtime; each remote entry would otherwise ship its own copy.
        experiments: { externalRuntime: true, optimization: federationOptimization },
      }),
    ],
    source: { entry: { index: './src/index.ts' } },
    resolve: { alias: resolveAliases },
    tools: { rspack: { module: moduleOptions } },
    server: { port, strictPort: true, cors: true },
    output: { assetPrefix: 'auto', cleanDistPath: true },
  };
}
