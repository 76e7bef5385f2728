export * from './common.ts';
export * from './auth.ts';
export * from './contact.ts';
export * from './profile.ts';
export * from './catalogue.ts';
export * from './appointments.ts';
export * from './practice.ts';
export * from './reviews.ts';
