import { Flex } from '@emind/web-ui';
import { Outlet } from 'react-router-dom';
import { SiteFooter } from './site-footer';

export function PublicLayout() {
  return (
    <Flex direction="column" minH="100vh">
      <Flex as="main" direction="column" flex="1">
        <Outlet />
      </Flex>
      <SiteFooter />
    </Flex>
  );
}
