// What other features may use of this one.
export { useSchedule } from './api/get-schedule.ts';
export { scheduleMessages } from './lib/schedule-model.ts';
