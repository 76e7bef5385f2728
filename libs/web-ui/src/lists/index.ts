export { RowList, type RowField } from './row-list.tsx';
export { LoadError } from './load-error.tsx';
