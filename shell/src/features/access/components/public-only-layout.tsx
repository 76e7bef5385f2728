import { Outlet } from 'react-router-dom';
import { WithUiAndQueries } from '../../../components/with-ui-and-queries.tsx';
import { PublicOnlyRoute } from './public-only-route.tsx';

/** The account screens' layout: fetched with them, so the landing page does not carry their guard. */
export function PublicOnlyLayout() {
  return (
    <PublicOnlyRoute>
      <WithUiAndQueries>
        <Outlet />
      </WithUiAndQueries>
    </PublicOnlyRoute>
  );
}
