// Component tests render synchronously, as a page does once the interactive components' code and Chakra's system
// have arrived.
import { beforeAll } from 'vitest';
import { loadLazyNamespaces } from '../index.ts';
import { loadSystem } from '../theme.ts';

beforeAll(() => Promise.all([loadLazyNamespaces(), loadSystem()]));
