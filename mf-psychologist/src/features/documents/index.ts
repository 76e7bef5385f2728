// What other features may use of this one.
export { useDocuments } from './api/get-documents.ts';
export { documentState, documentStateLabels, latestByType } from './lib/document-rules.ts';
