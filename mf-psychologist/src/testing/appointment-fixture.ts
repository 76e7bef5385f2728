export { appointmentFixture } from '@emind/web-appointments/testing';
