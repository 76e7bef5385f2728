// Loaded on first use (see ../chakra.ts).
export { Menu } from '@chakra-ui/react';
