export * from './instruments.ts';
export * from './scoring.ts';
export * from './schedule.ts';
export * from './intake.ts';
export * from './online-consent.ts';
