import { Link as RouterLink, useMatch } from 'react-router-dom';
import { Link } from '@emind/web-ui';

export interface DashboardNavItem {
  label: string;
  href: string;
  /** Active only on the exact path (the area's home), not on its sub-pages. */
  end?: boolean;
}

export function NavItemLink({ item }: { item: DashboardNavItem }) {
  const active = useMatch({ path: item.href, end: item.end ?? false }) !== null;
  return (
    <Link
      asChild
      px={3}
      py={2}
      borderRadius="md"
      fontWeight={active ? 'semibold' : 'normal'}
      bg={active ? 'brand.subtle' : undefined}
      color={active ? 'brand.fg' : 'fg'}
      whiteSpace="nowrap"
      _hover={{ bg: 'brand.subtle', textDecoration: 'none' }}
    >
      <RouterLink to={item.href} aria-current={active ? 'page' : undefined}>{item.label}</RouterLink>
    </Link>
  );
}
