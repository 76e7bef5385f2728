import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { getConsentsQueryOptions } from '@emind/web-account';
import { Loader } from '@emind/web-ui/static';
import { paths } from '../../../config/paths.ts';

/**
 * Before a dashboard area: a person who has not accepted the documents in force is sent to accept them first.
 * Asked again on every entry (after login, on a restored session), not taken from an older cache entry.
 */
export function ConsentGate({ children }: { children: ReactNode }) {
  const location = useLocation();
  const query = useQuery({ ...getConsentsQueryOptions(), refetchOnMount: 'always' });
  if (query.isError) {
    return (
      <div className="em-loader" role="alert">
        <p>No pudimos comprobar tus consentimientos. Revisa tu conexión e intenta nuevamente.</p>
        <button type="button" className="em-button em-button-solid" onClick={() => void query.refetch()}>
          Reintentar
        </button>
      </div>
    );
  }
  if (!query.isFetchedAfterMount || !query.data) return <Loader />;
  if (query.data.pending.length > 0) {
    return <Navigate to={paths.acceptTerms.getHref(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  return children;
}
