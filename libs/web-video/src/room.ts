export { SessionRoom } from './room/session-room.tsx';
