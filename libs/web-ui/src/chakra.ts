// The only door to Chakra: apps import UI from @emind/web-ui so one shared copy serves every remote.
// One export per line; add what a screen needs, nothing more.
import { lazyNamespace } from './lazy-namespace.tsx';

export { Alert } from '@chakra-ui/react';
export { Badge } from '@chakra-ui/react';
export { Box } from '@chakra-ui/react';
export { Button } from './components/busy-aware.tsx';
export { Card } from '@chakra-ui/react';
export { Center } from '@chakra-ui/react';
export { CloseButton } from '@chakra-ui/react';
export { Container } from '@chakra-ui/react';
export { Field } from '@chakra-ui/react';
export { Flex } from '@chakra-ui/react';
export { Grid } from '@chakra-ui/react';
export { Heading } from '@chakra-ui/react';
export { HStack } from '@chakra-ui/react';
export { IconButton } from '@chakra-ui/react';
export { Image } from '@chakra-ui/react';
export { Input } from '@chakra-ui/react';
export { InputGroup } from '@chakra-ui/react';
export { Link } from '@chakra-ui/react';
export { List } from '@chakra-ui/react';
export { NativeSelect } from '@chakra-ui/react';
export { Portal } from '@chakra-ui/react';
export { Separator } from '@chakra-ui/react';
export { SimpleGrid } from '@chakra-ui/react';
export { Skeleton } from '@chakra-ui/react';
export { Spinner } from './components/busy-aware.tsx';
export { Stack } from '@chakra-ui/react';
export { Table } from '@chakra-ui/react';
export { Text } from '@chakra-ui/react';
export { Textarea } from '@chakra-ui/react';
export { VStack } from '@chakra-ui/react';
export { chakra } from '@chakra-ui/react';
export { useBreakpointValue } from '@chakra-ui/react';
export { Circle } from '@chakra-ui/react';
export { Fieldset } from '@chakra-ui/react';

// Interactive components (state machines, focus traps, positioning) are downloaded when first rendered, by
// family: what a page shows does not fetch the others (a dashboard's user menu does not fetch dialogs).
export const Accordion = lazyNamespace(() => import('./interactive/disclosure.ts').then((m) => m.Accordion));
export const Collapsible = lazyNamespace(() => import('./interactive/disclosure.ts').then((m) => m.Collapsible));
export const Tabs = lazyNamespace(() => import('./interactive/disclosure.ts').then((m) => m.Tabs));
export const Dialog = lazyNamespace(() => import('./interactive/overlay.ts').then((m) => m.Dialog));
export const Drawer = lazyNamespace(() => import('./interactive/overlay.ts').then((m) => m.Drawer));
export const Menu = lazyNamespace(() => import('./interactive/menu.ts').then((m) => m.Menu));
export const Avatar = lazyNamespace(() => import('./interactive/controls.ts').then((m) => m.Avatar));
export const Checkbox = lazyNamespace(() => import('./interactive/controls.ts').then((m) => m.Checkbox));
export const Progress = lazyNamespace(() => import('./interactive/controls.ts').then((m) => m.Progress));
export const Switch = lazyNamespace(() => import('./interactive/controls.ts').then((m) => m.Switch));
