import { Link as RouterLink } from 'react-router-dom';
import type { SessionUser } from '@emind/web-session';
import { Menu, Portal } from '@emind/web-ui';
import { paths } from '../../../config/paths.ts';
import { UserIdentity } from './user-identity.tsx';
import { UserMenuButton } from './user-menu-button.tsx';

/**
 * The signed-in user's menu, loaded with Chakra after the bar has painted; open at once when its button was pressed
 * before it arrived.
 */
export default function UserMenu({ user, onLogout, openAtOnce }: { user: SessionUser; onLogout: () => void; openAtOnce: boolean }) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen={openAtOnce}>
      <Menu.Trigger asChild>
        <UserMenuButton user={user} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="64">
            <UserIdentity user={user} />
            <Menu.Separator />
            <Menu.Item value="profile" asChild>
              <RouterLink to={paths.dashboard.profile.getHref(user.user_type)}>Perfil</RouterLink>
            </Menu.Item>
            <Menu.Item value="home" asChild>
              <RouterLink to={paths.home.getHref()}>Página principal</RouterLink>
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="logout" color="fg.error" onClick={onLogout}>
              Cerrar sesión
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
