import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createdQueryClient, loadQueryClient } from './query-client.ts';
import { WithQueries } from './with-queries.tsx';

function ClientProbe({ expected }: { expected: QueryClient }) {
  return <p>{useQueryClient() === expected ? 'el cliente esperado' : 'otro cliente'}</p>;
}

describe('WithQueries', () => {
  afterEach(cleanup);

  it("gives its part the page's one query client, created when first needed", async () => {
    expect(createdQueryClient()).toBeUndefined();
    const pageClient = await loadQueryClient();
    expect(createdQueryClient()).toBe(pageClient);
    render(<WithQueries><ClientProbe expected={pageClient} /></WithQueries>);
    expect(await screen.findByText('el cliente esperado')).toBeTruthy();
  });

  it('keeps the client of an outer provider', async () => {
    const outer = new QueryClient();
    render(<QueryClientProvider client={outer}><WithQueries><ClientProbe expected={outer} /></WithQueries></QueryClientProvider>);
    expect(await screen.findByText('el cliente esperado')).toBeTruthy();
  });
});
