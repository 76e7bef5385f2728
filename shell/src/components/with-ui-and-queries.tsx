import type { ReactNode } from 'react';
import { Loader, WithUi } from '@emind/web-ui/static';
import { WithQueries } from '@emind/web-session';

/**
 * A part drawn with Chakra that reads data (the account screens, a dashboard area). The loader holds its place
 * until both libraries have arrived, and while a lazily fetched page below it loads.
 */
export function WithUiAndQueries({ children }: { children: ReactNode }) {
  return (
    <WithQueries fallback={<Loader />}>
      <WithUi fallback={<Loader />}>{children}</WithUi>
    </WithQueries>
  );
}
