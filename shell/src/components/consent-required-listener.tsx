import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { CONSENT_REQUIRED_EVENT } from '@emind/web-session';
import { paths } from '../config/paths.ts';

/** The server refused an action until the documents in force are accepted: there, then back to where the person was. */
export function ConsentRequiredListener() {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    const onConsentRequired = () => {
      if (location.pathname === paths.acceptTerms.path) return;
      navigate(paths.acceptTerms.getHref(`${location.pathname}${location.search}${location.hash}`));
    };
    window.addEventListener(CONSENT_REQUIRED_EVENT, onConsentRequired);
    return () => window.removeEventListener(CONSENT_REQUIRED_EVENT, onConsentRequired);
  }, [navigate, location]);
  return null;
}
