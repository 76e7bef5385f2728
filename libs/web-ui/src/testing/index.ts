// Test helpers for the apps' screen tests; never imported by product code.
export { renderPage } from './render-page.tsx';
