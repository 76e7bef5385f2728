// What other features may use of this one.
export { useMyPrice } from './api/get-my-price.ts';
export { useMySuggestion } from './api/get-my-suggestion.ts';
export { pricingMessages } from './lib/pricing-rules.ts';
