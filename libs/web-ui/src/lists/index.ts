export { RowList, type RowField } from './row-list.tsx';
export { ListError } from './list-error.tsx';
