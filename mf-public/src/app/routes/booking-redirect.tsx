import { Navigate, useParams } from 'react-router-dom';
import { useCurrentUser } from '@emind/web-session';
import { paths } from '../../config/paths';

/**
 * Spec 2's booking page is not built yet: a visitor goes to /login and comes back here (spec 1 §6);
 * a signed-in user lands on the profile's booking section.
 */
export function BookingRedirectRoute() {
  const { id = '' } = useParams();
  const user = useCurrentUser();
  if (!user) return <Navigate to={paths.login.getHref(paths.booking.getHref(id))} replace />;
  return <Navigate to={paths.bookingSection.getHref(id)} replace />;
}
