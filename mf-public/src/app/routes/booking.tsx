import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useCurrentUser } from '@emind/web-session';
import { paths } from '../../config/paths';
import { SpecialistProfileRoute } from './specialist-profile';

/**
 * Spec 2's booking route: a visitor goes to /login and comes back here (spec 1 §6); a signed-in user sees the
 * profile with the booking modal open.
 */
export function BookingRoute() {
  const { id = '' } = useParams();
  const user = useCurrentUser();
  // A link to a slot (the waitlist mail's) keeps its ?fecha=&hora= through the login.
  const { search } = useLocation();
  if (!user) return <Navigate to={paths.login.getHref(`${paths.booking.getHref(id)}${search}`)} replace />;
  return <SpecialistProfileRoute bookingOpen />;
}
