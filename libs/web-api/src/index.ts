export * from './errors.ts';
export * from './client.ts';
