// What the dashboards show about the video room; the room itself is '@emind/web-video/room', loaded when opened.
export { JoinSessionButton } from './join/join-session-button.tsx';
export { WaitingBadge } from './join/waiting-badge.tsx';
export { AttendanceList } from './join/attendance-list.tsx';
export { useWaitingAppointmentIds } from './api/get-waiting-patients.ts';
