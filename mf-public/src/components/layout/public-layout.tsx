import { Flex } from '@emind/web-ui';
import { Outlet } from 'react-router-dom';
import { SiteFooter } from './site-footer';

/** The shell already wraps every remote in its `<main>`; this adds the footer under the page. */
export function PublicLayout() {
  return (
    <Flex direction="column" minH="100vh">
      <Flex direction="column" flex="1">
        <Outlet />
      </Flex>
      <SiteFooter />
    </Flex>
  );
}
