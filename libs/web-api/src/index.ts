export * from './errors.ts';
export * from './client.ts';
export * from './upload.ts';
