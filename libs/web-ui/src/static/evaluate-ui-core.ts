/**
 * Evaluates emotion and Chakra's styling core in a task of its own, so that `@emind/web-ui`'s evaluation, one long
 * task on a phone, finds them evaluated. Only the build that provides `@emind/web-ui` (the shell) may call it: in
 * any other bundle it would download and evaluate a second copy, which the shared `@emind/web-ui` never uses.
 */
export function evaluateUiCore(): Promise<unknown> {
  return import('./ui-core.ts');
}
