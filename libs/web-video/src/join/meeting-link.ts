/** The in-app path of a meeting link on our own origin ('/sesion/42'), or null for an outside link. */
export function inAppSessionPath(meetingLink: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(meetingLink, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || !/^\/sesion\/\d+\/?$/.test(url.pathname)) return null;
  return url.pathname.replace(/\/$/, '');
}
