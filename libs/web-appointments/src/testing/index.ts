// Test helpers for the apps' screen tests; never imported by product code.
export { appointmentFixture } from './appointment-fixture.ts';
