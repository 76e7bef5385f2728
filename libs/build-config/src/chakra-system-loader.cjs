/* global module */
// Three changes to Chakra's createSystem, made as the build reads it. Chakra's version is pinned; should a line this
// looks for change, the build fails here rather than ship a system built another way.
//
// 1. Its page-wide styles are computed on every page: the reset, the global rules and, costliest, the CSS of every
//    token's variable (about 70% of creating the system). Ours arrive compiled ahead of time as chakra-global.css, and
//    the system's own are dropped unused (libs/web-ui/src/theme.ts), so the build leaves the computation out.
//    Nothing in the browser asks the system for its reset either: `getPreflightCss()` gives an empty one, and the
//    reset's 4.6 kB of source (preflight.js) leaves the first page.
// 2. What is left is still one long task on a phone (about 100 ms at 4x CPU throttling): merging the configs, the
//    token dictionary, then the rest (conditions, utilities, compositions, the token map). In the build,
//    createSystem is a generator that pauses between those parts and returns the system, so that its one caller
//    (libs/web-ui/src/theme.ts) gives the browser its main thread back in between. Nothing else in the apps may call
//    createSystem (the browser's Chakra builds no default system: preset.js's defaultSystem is never imported).
// 3. The token dictionary alone was still the longest of those parts (77–129 ms at 4x on a slow machine). Its
//    creation (token-dictionary.js, called only by createSystem) is a generator too, pausing between registering the
//    tokens, the transforms before references, the references and middlewares, the transforms after, and the views.
const edits = [
  {
    what: 'the reset',
    from: "import { createPreflight } from './preflight.js';\n",
    to: '',
  },
  {
    what: "the reset's styles",
    from: '    const result = createPreflight({ preflight });\n',
    to: '    const result = {};\n',
  },
  {
    what: 'the page-wide styles',
    from: 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];',
    to: 'const _global = [];',
  },
  {
    what: 'the start of createSystem',
    from: 'function createSystem(...configs) {\n  const config = mergeConfigs(...configs);\n',
    to: 'function* createSystem(...configs) {\n  const config = mergeConfigs(...configs);\n  yield;\n',
  },
  {
    what: 'the token dictionary',
    from: '    prefix: cssVarsPrefix\n  });\n',
    to: '    prefix: cssVarsPrefix\n  });\n  yield;\n',
  },
  {
    what: 'the call of createTokenDictionary',
    from: '  const tokens = createTokenDictionary({\n',
    to: '  const tokens = yield* createTokenDictionary({\n',
  },
];

const tokenDictionaryEdits = [
  {
    what: 'the start of createTokenDictionary',
    from: 'function createTokenDictionary(options) {\n',
    to: 'function* createTokenDictionary(options) {\n',
  },
  {
    what: "the dictionary's build",
    from: [
      '  function build() {',
      '    applyMiddlewares("pre");',
      '    applyTransforms("pre");',
      '    addConditionalTokens();',
      '    addReferences();',
      '    expandTokenReferences$1();',
      '    applyMiddlewares("post");',
      '    applyTransforms("post");',
      '    setupViews();',
      '  }',
      '  registerTokens();',
      '  registerTransform(...tokenTransforms);',
      '  registerMiddleware(...tokenMiddlewares);',
      '  build();',
      '',
    ].join('\n'),
    to: [
      '  registerTokens();',
      '  registerTransform(...tokenTransforms);',
      '  registerMiddleware(...tokenMiddlewares);',
      '  yield;',
      '  applyMiddlewares("pre");',
      '  applyTransforms("pre");',
      '  yield;',
      '  addConditionalTokens();',
      '  addReferences();',
      '  expandTokenReferences$1();',
      '  applyMiddlewares("post");',
      '  yield;',
      '  applyTransforms("post");',
      '  yield;',
      '  setupViews();',
      '',
    ].join('\n'),
  },
];

function applied(edits, file) {
  return (source) =>
    edits.reduce((text, { what, from, to }) => {
      if (text.split(from).length !== 2) {
        throw new Error(`Chakra's styled-system/${file} no longer has ${what} as libs/build-config/src/chakra-system-loader.cjs expects`);
      }
      return text.replace(from, to);
    }, source);
}

const chakraSystemInSteps = applied(edits, 'system.js');
const chakraTokenDictionaryInSteps = applied(tokenDictionaryEdits, 'token-dictionary.js');

module.exports = function chakraSystemLoader(source) {
  try {
    return /token-dictionary\.js$/.test(this.resourcePath) ? chakraTokenDictionaryInSteps(source) : chakraSystemInSteps(source);
  } catch (error) {
    throw new Error(`${this.resourcePath}: ${error.message}`, { cause: error });
  }
};
module.exports.chakraSystemInSteps = chakraSystemInSteps;
module.exports.chakraTokenDictionaryInSteps = chakraTokenDictionaryInSteps;
