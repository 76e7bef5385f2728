import type { RefObject } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useCurrentUser, useIsAuthenticated } from '@emind/web-session';
import { Button, CloseButton, Drawer, Portal, Separator, VStack } from '@emind/web-ui';
import { paths } from '../../../config/paths.ts';
import { UserIdentity } from './user-identity.tsx';
import { publicNavLinks } from './nav-links.ts';

interface MobileDrawerProps {
  open: boolean;
  setOpen: (open: boolean) => void;
  trigger: RefObject<HTMLButtonElement | null>;
  onLogout: () => void;
}

/** The phone's navigation drawer, loaded with Chakra on the first tap of the menu button. */
export default function MobileDrawer({ open, setOpen, trigger, onLogout }: MobileDrawerProps) {
  const user = useCurrentUser();
  const authenticated = useIsAuthenticated();
  const close = () => setOpen(false);
  return (
    <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="end" finalFocusEl={() => trigger.current}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>e-mind</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <VStack align="stretch" gap="1" as="nav" aria-label="Navegación móvil">
                {publicNavLinks.map((link) => (
                  <Button key={link.href} asChild variant="ghost" justifyContent="flex-start" onClick={close}>
                    <RouterLink to={link.href}>{link.label}</RouterLink>
                  </Button>
                ))}
                <Separator my="2" />
                {authenticated && user ? (
                  <>
                    <UserIdentity user={user} />
                    <Button asChild colorPalette="brand" onClick={close}>
                      <RouterLink to={paths.dashboard.getHref(user.user_type)}>Mi Panel</RouterLink>
                    </Button>
                    <Button asChild variant="ghost" justifyContent="flex-start" onClick={close}>
                      <RouterLink to={paths.dashboard.profile.getHref(user.user_type)}>Perfil</RouterLink>
                    </Button>
                    <Button asChild variant="ghost" justifyContent="flex-start" onClick={close}>
                      <RouterLink to={paths.home.getHref()}>Página principal</RouterLink>
                    </Button>
                    <Button variant="outline" colorPalette="red" onClick={() => (close(), onLogout())}>
                      Cerrar sesión
                    </Button>
                  </>
                ) : (
                  <>
                    <Button asChild variant="outline" onClick={close}>
                      <RouterLink to={paths.auth.login.getHref()}>Iniciar sesión</RouterLink>
                    </Button>
                    <Button asChild colorPalette="brand" onClick={close}>
                      <RouterLink to={paths.auth.register.getHref()}>Comenzar</RouterLink>
                    </Button>
                  </>
                )}
              </VStack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Cerrar menú" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
