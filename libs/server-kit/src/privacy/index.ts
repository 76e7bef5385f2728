export * from './privacy-tables.ts';
export * from './access-log.ts';
export * from './privacy-parts-job.ts';
export * from './mentions.ts';
export * from './profile-ids.ts';
