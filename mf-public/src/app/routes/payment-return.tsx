import { Navigate, useParams } from 'react-router-dom';
import { useCurrentUser } from '@emind/web-session';
import { paths } from '../../config/paths';
import { PaymentReturn } from '../../features/booking/components/payment-return';

/** Where Webpay's return lands; a visitor signs in first and comes back here. */
export function PaymentReturnRoute() {
  const { id = '' } = useParams();
  const user = useCurrentUser();
  if (!user) return <Navigate to={paths.login.getHref(paths.paymentReturn.getHref(id))} replace />;
  return <PaymentReturn appointment={Number(id)} />;
}
