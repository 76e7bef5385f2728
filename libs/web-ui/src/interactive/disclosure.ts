// Loaded on first use (see ../chakra.ts).
export { Accordion } from '@chakra-ui/react';
export { Collapsible } from '@chakra-ui/react';
export { Tabs } from '@chakra-ui/react';
