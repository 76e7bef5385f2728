// Component tests render synchronously, as a page does once the interactive components' code has arrived.
import { beforeAll } from 'vitest';
import { loadLazyNamespaces } from '../index.ts';

beforeAll(() => loadLazyNamespaces());
