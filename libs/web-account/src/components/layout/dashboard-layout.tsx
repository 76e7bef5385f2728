import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Loader } from '@emind/web-ui/static';
import { Box, Flex, HStack, Text, VStack } from '@emind/web-ui';
import { NavItemLink, type DashboardNavItem } from './nav-item-link.tsx';

interface DashboardLayoutProps {
  title: string;
  items: readonly DashboardNavItem[];
}

/**
 * A side navigation on desktop, a scrollable strip under 768 px, and the area's page beside it. Pages other than
 * the home are fetched when visited: the loader holds their place meanwhile.
 */
export function DashboardLayout({ title, items }: DashboardLayoutProps) {
  return (
    <Flex direction={{ base: 'column', md: 'row' }} minH="calc(100vh - var(--em-navbar-height))" bg="bg.subtle">
      <Box as="nav" aria-label={title} display={{ base: 'none', md: 'block' }} w="240px" flexShrink={0} bg="bg" borderRightWidth="1px" p={4}>
        <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" px={3} mb={3}>{title}</Text>
        <VStack align="stretch" gap={1}>
          {items.map((item) => <NavItemLink key={item.href} item={item} />)}
        </VStack>
      </Box>
      <Box as="nav" aria-label={title} display={{ base: 'block', md: 'none' }} bg="bg" borderBottomWidth="1px" px={3} py={2} overflowX="auto">
        <HStack gap={1}>
          {items.map((item) => <NavItemLink key={item.href} item={item} />)}
        </HStack>
      </Box>
      <Box flex="1" minW={0} p={{ base: 4, md: 8 }}>
        <Box maxW="5xl" mx="auto">
          <Suspense fallback={<Loader />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </Flex>
  );
}
