// Test helpers for stubs of the browser's network calls; never imported by product code.
export { fetchUrl, readFetchCall, type FetchCall } from './fetch-call.ts';
export { stubXhrUploads, type XhrUpload } from './xhr-uploads.ts';
