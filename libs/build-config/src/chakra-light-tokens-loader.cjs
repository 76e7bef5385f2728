/* global module */
// Chakra's semantic colours and shadows give each token a light and a dark value. The app has no dark mode (the
// theme keeps only the light one, libs/web-ui/src/theme.ts), so the build drops the dark values from the source: they
// were bytes on every signed-in first page that nothing read. Should Chakra's source no longer read as expected (a
// dark value left over), the build fails here rather than ship it.
const LIGHT_AND_DARK = /value: \{\s*_light: ("[^"]*"),\s*_dark: "[^"]*"\s*\}/g;

function lightTokensOnly(source) {
  const light = source.replace(LIGHT_AND_DARK, 'value: $1');
  if (light === source || light.includes('_dark')) throw new Error('no longer gives its semantic tokens as { _light, _dark } strings');
  return light;
}

module.exports = function chakraLightTokensLoader(source) {
  try {
    return lightTokensOnly(source);
  } catch (error) {
    throw new Error(`${this.resourcePath}: ${error.message}, as libs/build-config/src/chakra-light-tokens-loader.cjs expects`, { cause: error });
  }
};
module.exports.lightTokensOnly = lightTokensOnly;
