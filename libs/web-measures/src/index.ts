export { getInstruments, getInstrumentsQueryOptions, useInstruments } from './get-instruments.ts';
export { CrisisLineList } from './crisis-line-list.tsx';
export { ScoreTable } from './score-table.tsx';
