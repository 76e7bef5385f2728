import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { roleLabels } from '@emind/domain';
import { useCurrentUser, useIsAuthenticated } from '@emind/web-session';
import { Badge, Box, Button, CloseButton, Drawer, IconButton, Portal, Separator, Text, VStack } from '@emind/web-ui';
import { paths } from '../../../config/paths.ts';
import { publicNavLinks } from './nav-links.ts';
import { fullName } from './user-menu.tsx';

function MenuIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <line x1="3" y1="6" x2="21" y2="6" />
      <line x1="3" y1="12" x2="21" y2="12" />
      <line x1="3" y1="18" x2="21" y2="18" />
    </svg>
  );
}

/**
 * Below 1024 px the bar collapses into this drawer (spec 1 §2). The drawer is mounted on the first tap only: its
 * code (focus trap, dialog machine) is not part of a phone's first page.
 */
export function MobileNav({ onLogout }: { onLogout: () => void }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const user = useCurrentUser();
  const authenticated = useIsAuthenticated();
  const close = () => setOpen(false);
  return (
    <>
      <IconButton
        ref={trigger}
        variant="ghost"
        aria-label="Abrir menú"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => (setUsed(true), setOpen(true))}
      >
        <MenuIcon />
      </IconButton>
      {used && (
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
                        <Box px="3" py="2">
                          <Text fontWeight="semibold">{fullName(user)}</Text>
                          <Text fontSize="sm" color="fg.muted">
                            {user.email}
                          </Text>
                          <Badge mt="1" colorPalette="brand">
                            {roleLabels[user.user_type]}
                          </Badge>
                        </Box>
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
      )}
    </>
  );
}
