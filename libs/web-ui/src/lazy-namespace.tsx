import { createElement, Suspense, use, type ComponentType } from 'react';

type Part = ComponentType<Record<string, unknown>>;

const loaders: (() => Promise<unknown>)[] = [];

/**
 * A compound component (`Dialog.Root`, `Dialog.Content`, …) whose code is downloaded the first time one of its
 * parts renders: until then the part renders nothing (its own Suspense), afterwards the real part, directly.
 * `web-ui` is a shared module, never tree-shaken, so what is imported statically here reaches every first page.
 */
export function lazyNamespace<T extends object>(load: () => Promise<T>): T {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  const ready = (): Promise<T> => {
    loading ??= load().then((namespace) => (loaded = namespace));
    return loading;
  };
  loaders.push(ready);
  const parts = new Map<string, Part>();
  const partOf = (key: string): Part => {
    const Loaded = (props: Record<string, unknown>) => {
      const namespace = loaded ?? use(ready());
      return createElement(Reflect.get(namespace, key) as Part, props);
    };
    const Deferred = (props: Record<string, unknown>) => createElement(Suspense, { fallback: null }, createElement(Loaded, props));
    Deferred.displayName = key;
    return Deferred;
  };
  return new Proxy({} as T, {
    get(_target, key) {
      if (typeof key !== 'string') return undefined;
      let part = parts.get(key);
      if (!part) parts.set(key, (part = partOf(key)));
      return part;
    },
  });
}

/** Loads every lazy namespace now: component tests then render synchronously, as on a warm page. */
export async function loadLazyNamespaces(): Promise<void> {
  await Promise.all(loaders.map((ready) => ready()));
}
