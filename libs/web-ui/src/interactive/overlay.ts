// Loaded on first use (see ../chakra.ts).
export { Dialog } from '@chakra-ui/react';
export { Drawer } from '@chakra-ui/react';
