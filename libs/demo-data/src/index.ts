export * from './psychologists.ts';
export * from './files.ts';
