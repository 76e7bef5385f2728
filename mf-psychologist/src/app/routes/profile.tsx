import { ProfilePage } from '@emind/web-account';

export function ProfileRoute() {
  return <ProfilePage role="psychologist" />;
}
