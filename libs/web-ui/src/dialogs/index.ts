export { ScreenDialog } from './screen-dialog.tsx';
