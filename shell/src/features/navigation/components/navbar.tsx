import { Link as RouterLink, NavLink } from 'react-router-dom';
import { useCurrentUser, useIsAuthenticated } from '@emind/web-session';
import { Box, Button, Container, Flex, HStack, Link } from '@emind/web-ui';
import { useLogout } from '../api/logout.ts';
import { paths } from '../../../config/paths.ts';
import { publicNavLinks } from './nav-links.ts';
import { UserMenu } from './user-menu.tsx';
import { MobileNav } from './mobile-nav.tsx';

/** The bar on every page; desktop from 1024 px (Chakra's `lg`), drawer below. */
export function Navbar() {
  const user = useCurrentUser();
  const authenticated = useIsAuthenticated();
  const logout = useLogout();
  const onLogout = () => logout.mutate();
  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg" borderBottomWidth="1px">
      <Container maxW="7xl">
        <Flex h="16" align="center" justify="space-between" gap="4">
          <Link asChild fontWeight="bold" fontSize="xl" color="brand.600" _hover={{ textDecoration: 'none' }}>
            <RouterLink to={paths.home.getHref()} aria-label="e-mind, ir al inicio">
              e-mind
            </RouterLink>
          </Link>
          <HStack as="nav" aria-label="Navegación principal" gap="5" display={{ base: 'none', lg: 'flex' }}>
            {publicNavLinks.map((link) => (
              <Link key={link.href} asChild fontWeight="medium" color="fg.muted" _currentPage={{ color: 'brand.600' }}>
                <NavLink to={link.href} end>
                  {link.label}
                </NavLink>
              </Link>
            ))}
          </HStack>
          <HStack gap="2" display={{ base: 'none', lg: 'flex' }}>
            {authenticated && user ? (
              <>
                <Button asChild colorPalette="brand" size="sm">
                  <RouterLink to={paths.dashboard.getHref(user.user_type)}>Mi Panel</RouterLink>
                </Button>
                <UserMenu user={user} onLogout={onLogout} />
              </>
            ) : (
              <>
                <Button asChild variant="ghost" size="sm">
                  <RouterLink to={paths.auth.login.getHref()}>Iniciar sesión</RouterLink>
                </Button>
                <Button asChild colorPalette="brand" size="sm">
                  <RouterLink to={paths.auth.register.getHref()}>Comenzar</RouterLink>
                </Button>
              </>
            )}
          </HStack>
          <Box display={{ base: 'block', lg: 'none' }}>
            <MobileNav onLogout={onLogout} />
          </Box>
        </Flex>
      </Container>
    </Box>
  );
}
