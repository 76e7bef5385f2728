export * from './storage-keys.ts';
export * from './types.ts';
export * from './session-store.ts';
