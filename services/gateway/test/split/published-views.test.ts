import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { listingRuleServices, listingRuleViews, privacyServices, publishedFunctionCallers, publishedViewReaders, serviceNames, type ServiceName } from '@emind/server-kit';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');
const reference = new RegExp(`[\\s'"\`(]((?:${serviceNames.join('|')})\\.[a-z_]+)`, 'g');

function sourcesOf(service: ServiceName): string[] {
  const dir = path.join(root, 'services', service, 'src');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.includes('migrations') && !file.endsWith('.test.ts'))
    .map((file) => readFileSync(path.join(dir, file), 'utf8'));
}

/** A list or map named like a schema (booking's `sessions.map(…)`, billing's `sessions.get(…)`) is no database object. */
const isObjectName = (name: string): boolean => {
  const member = name.slice(name.indexOf('.') + 1);
  return !(member in Array.prototype || member in Map.prototype);
};

/** Which other service's objects each service's code names: the grants split mode must give, no more, no less. */
function readersFromSources(): Record<string, ServiceName[]> {
  const readers: Record<string, ServiceName[]> = {};
  for (const service of serviceNames) {
    const named = new Set(sourcesOf(service).flatMap((text) => [...text.matchAll(reference)].map((match) => match[1] ?? '')).filter(isObjectName));
    for (const view of named) if (!view.startsWith(`${service}.`)) (readers[view] ??= []).push(service);
  }
  // server-kit's auth reads identity.account_access in every service that verifies tokens, and its privacy job reads
  // identity.privacy_requests in every service that does its part of a data request.
  const othersThanIdentity = serviceNames.filter((service) => service !== 'identity');
  readers['identity.account_access'] = othersThanIdentity;
  readers['identity.privacy_requests'] = othersThanIdentity;
  // Identity reads every other privacy service's part of each request and its access log, from the manifest's list.
  for (const service of privacyServices.filter((name) => name !== 'identity')) {
    readers[`${service}.privacy_parts`] = ['identity'];
    readers[`${service}.access_events`] = ['identity'];
  }
  // server-kit's requireConsent reads identity.legal_acceptances on the routes that use it: booking's, reviews' and measures'.
  readers['identity.legal_acceptances'] = ['booking', 'reviews', 'measures'];
  // server-kit's listing rule runs in the queries of every service that answers for a psychologist, so each reads
  // the rule's views of the others.
  for (const view of listingRuleViews) {
    for (const service of listingRuleServices) {
      if (!view.startsWith(`${service}.`) && !readers[view]?.includes(service)) (readers[view] ??= []).push(service);
    }
  }
  return readers;
}

/** The grants split mode gives: views by name, functions by their name without the argument types. */
function grantedObjects(): Record<string, readonly ServiceName[]> {
  const functions = Object.entries(publishedFunctionCallers).map(([signature, callers]) => [signature.replace(/\(.*$/, ''), callers]);
  return { ...publishedViewReaders, ...Object.fromEntries(functions) };
}

describe('published views and functions', () => {
  it('are granted exactly to the services whose code reads or calls them', () => {
    const sorted = (map: Readonly<Record<string, readonly ServiceName[]>>) =>
      Object.fromEntries(Object.entries(map).map(([view, readers]) => [view, [...readers].sort()]));
    expect(sorted(readersFromSources())).toEqual(sorted(grantedObjects()));
  });
});
