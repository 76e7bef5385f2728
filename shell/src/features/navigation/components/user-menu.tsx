import { Link as RouterLink } from 'react-router-dom';
import type { SessionUser } from '@emind/web-session';
import { Avatar, Button, Menu, Portal, Text } from '@emind/web-ui';
import { paths } from '../../../config/paths.ts';
import { fullName } from './full-name.ts';
import { UserIdentity } from './user-identity.tsx';

/** The signed-in user's menu, loaded with Chakra after the bar has painted. */
export default function UserMenu({ user, onLogout }: { user: SessionUser; onLogout: () => void }) {
  const name = fullName(user);
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label="Menú de usuario" data-testid="user-menu-trigger">
          <Avatar.Root size="xs" colorPalette="brand">
            <Avatar.Fallback name={name} />
          </Avatar.Root>
          <Text as="span" maxW="40" truncate>
            {user.first_name || name}
          </Text>
        </Button>
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
