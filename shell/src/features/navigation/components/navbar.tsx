import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { useCurrentUser, useIsAuthenticated } from '@emind/web-session';
import { useMatchMedia, WithUi } from '@emind/web-ui/static';
import { useLogout } from '../api/logout.ts';
import { paths } from '../../../config/paths.ts';
import { publicNavLinks } from './nav-links.ts';
import { MobileNav } from './mobile-nav.tsx';
import { UserMenuButton } from './user-menu-button.tsx';
import styles from './navbar.module.css';

const UserMenu = lazy(() => import('./user-menu.tsx'));
const NavCounts = lazy(() => import('./nav-counts.tsx'));

const DESKTOP = '(min-width: 1024px)';

/**
 * The bar on every page; desktop from 1024 px, drawer below. Drawn without Chakra: it is part of every public
 * page. Only the user menu (signed in, on a desktop: a phone's bar hides it) and the drawer (tapped) bring Chakra; the
 * menu's button is drawn without it, at its final size, from the first paint.
 */
export function Navbar() {
  const desktop = useMatchMedia(DESKTOP);
  const user = useCurrentUser();
  const authenticated = useIsAuthenticated();
  const logout = useLogout();
  const onLogout = () => void logout();
  const [menuWanted, setMenuWanted] = useState(false);
  // The counts once on the page, where the bar shows them (beside 'Mi Panel' on a desktop, beside the menu on a phone).
  const counts = authenticated && user && user.user_type !== 'admin' ? <Suspense fallback={null}><NavCounts role={user.user_type} /></Suspense> : null;
  return (
    <header className={styles.header}>
      <div className={`em-container em-container-wide ${styles.bar}`}>
        <RouterLink to={paths.home.getHref()} aria-label="e-mind, ir al inicio" className={styles.logo}>
          e-mind
        </RouterLink>
        <nav aria-label="Navegación principal" className={styles.links}>
          {publicNavLinks.map((link) => (
            <NavLink key={link.href} to={link.href} end className={styles.link}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className={styles.actions}>
          {authenticated && user ? (
            <>
              {desktop && counts}
              <RouterLink to={paths.dashboard.getHref(user.user_type)} className="em-button em-button-sm em-button-solid">
                Mi Panel
              </RouterLink>
              {desktop && (
                <WithUi fallback={<UserMenuButton user={user} onClick={() => setMenuWanted(true)} />}>
                  <UserMenu user={user} onLogout={onLogout} openAtOnce={menuWanted} />
                </WithUi>
              )}
            </>
          ) : (
            <>
              <RouterLink to={paths.auth.login.getHref()} className="em-button em-button-sm em-button-ghost">
                Iniciar sesión
              </RouterLink>
              <RouterLink to={paths.auth.register.getHref()} className="em-button em-button-sm em-button-solid">
                Comenzar
              </RouterLink>
            </>
          )}
        </div>
        <div className={styles.mobile}>
          {!desktop && counts}
          <MobileNav onLogout={onLogout} triggerClassName={`em-button em-button-ghost ${styles.menuButton}`} />
        </div>
      </div>
    </header>
  );
}
