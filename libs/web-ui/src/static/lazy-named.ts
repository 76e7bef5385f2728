import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** `React.lazy` for a module that exports the component by name (our routes do): fetched on first render. */
export function lazyNamed<Props extends object, Module extends Record<Name, ComponentType<Props>>, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<Module[Name]> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
