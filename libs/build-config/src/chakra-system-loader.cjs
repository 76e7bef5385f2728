/* global module */
// Chakra's createSystem computes its page-wide styles on every page: the reset, the global rules and, costliest, the
// CSS of every token's variable (about 70% of creating the system, in a long task on a phone). Ours arrive compiled
// ahead of time as chakra-global.css, and the system's own are dropped unused (libs/web-ui/src/theme.ts), so the
// build leaves the computation out. Chakra's version is pinned; should this line change, the build fails here.
const computed = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

module.exports = function chakraSystemWithoutGlobalCss(source) {
  if (!source.includes(computed)) {
    throw new Error(`${this.resourcePath} no longer computes the page-wide styles as libs/build-config/src/chakra-system-loader.cjs expects`);
  }
  return source.replace(computed, 'const _global = [];');
};
