import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { pluginReact } from '@rsbuild/plugin-react';
import type { RsbuildConfig } from '@rsbuild/core';
import { pluginPrecompress } from './precompress.ts';

export { pluginPrecompress } from './precompress.ts';

/** Only what holds context or state is shared: a shared module is never tree-shaken. */
const singletons = [
  'react',
  'react-dom',
  'react-router-dom',
  '@tanstack/react-query',
  'zustand',
  '@emind/web-session',
  '@emind/web-api',
  '@emind/web-ui',
];

export const sharedSingletons = Object.fromEntries(
  singletons.map((name) => [name, { singleton: true, requiredVersion: false as const }]),
);

/** Build config of a remote: it exposes exactly one `./App`, served from wherever the manifest says. */
export function remoteConfig(name: string, port: number): RsbuildConfig {
  return {
    plugins: [
      pluginReact(),
      pluginPrecompress(),
      pluginModuleFederation({
        name,
        exposes: { './App': './src/app/app.tsx' },
        filename: 'remoteEntry.js',
        shared: sharedSingletons,
        dts: false,
        // The shell provides the federation runtime; each remote entry would otherwise ship its own copy.
        experiments: { externalRuntime: true },
      }),
    ],
    source: { entry: { index: './src/index.ts' } },
    server: { port, strictPort: true, cors: true },
    output: { assetPrefix: 'auto', cleanDistPath: true },
  };
}
