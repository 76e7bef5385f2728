// Test helpers for the apps' route-level tests; never imported by product code.
export { holdRequests, profileFixture, stubApi, type RecordedCall } from './fake-api.ts';
export { renderPage } from '@emind/web-ui/testing';
export {
  accessGroupFixture, accessPage, consentsFixture, exportFixture, stubDownload, stubPrivacyApi, type PrivacyServer,
} from './privacy-fake-api.ts';
