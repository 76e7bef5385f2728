// Loaded on first use (see ../chakra.ts).
export { Avatar } from '@chakra-ui/react';
export { Checkbox } from '@chakra-ui/react';
export { Progress } from '@chakra-ui/react';
export { Switch } from '@chakra-ui/react';
