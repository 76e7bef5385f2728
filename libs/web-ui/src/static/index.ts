// The part of @emind/web-ui that carries no Chakra: a bundle that imports only this stays free of Chakra's
// runtime until `WithUi` renders. It is not a shared module; `base.css` holds its classes.
export { WithUi, preloadUi } from './with-ui.tsx';
export { evaluateUiCore } from './evaluate-ui-core.ts';
export { lazyNamed } from './lazy-named.ts';
export { useMatchMedia } from './use-match-media.ts';
export { Loader } from './loader.tsx';
export { RatingStars } from './rating-stars.tsx';
