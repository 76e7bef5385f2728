import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { federationOptimization, moduleOptions, pluginChunkOrigins, pluginPrecompress, resolveAliases, sharedSingletons } from '@emind/build-config';

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginPrecompress(),
    pluginChunkOrigins(),
    pluginModuleFederation({
      name: 'shell',
      remotes: {},
      shared: sharedSingletons,
      shareStrategy: 'loaded-first',
      dts: false,
      experiments: { provideExternalRuntime: true, optimization: federationOptimization },
    }),
  ],
  source: { entry: { index: './src/index.ts' } },
  resolve: { alias: resolveAliases },
  tools: { rspack: { module: moduleOptions } },
  html: { title: 'e-mind | Psicoterapia online', template: './src/index.html' },
  server: { port: 3000, strictPort: true },
  // 8 hex digits name a file as surely for caching as 10, and each chunk's name is spelled in the first page's loader.
  output: { assetPrefix: '/', cleanDistPath: true, filenameHash: 'contenthash:8' },
});
