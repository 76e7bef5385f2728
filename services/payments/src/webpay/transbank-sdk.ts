import * as loaded from 'transbank-sdk';

type Sdk = typeof loaded;

/**
 * Transbank's SDK, however it was loaded: its ES build (what a bundler or Vite picks, from `module`) exports by name;
 * its CommonJS build (what Node picks, from `main`) arrives as the default export.
 */
export const transbankSdk: Sdk = 'WebpayPlus' in loaded ? loaded : (loaded as unknown as { default: Sdk }).default;
