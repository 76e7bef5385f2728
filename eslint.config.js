import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { tsImport } from 'tsx/esm/api';

const apps = ['shell', 'mf-public', 'mf-patient', 'mf-psychologist', 'mf-admin'];
/** The services' one list (server-kit's manifest, data only): a service added there is fenced here too. */
const { serviceNames: services } = await tsImport('./libs/server-kit/src/services-manifest.ts', import.meta.url);

/** Forbids importing the named packages and reaching into their folders by relative path. */
function forbid(names, message) {
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: [...new Set(names)].flatMap((n) => [n, `${n}/*`]), message },
          { regex: `^(\\.\\./)+(${apps.join('|')}|services)/`, message: 'Import packages by name, never across folders.' },
        ],
      },
    ],
  };
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.nx/**', '.data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { console: 'readonly', process: 'readonly', URL: 'readonly' } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: [...apps.map((a) => `${a}/src/**/*.{ts,tsx}`), 'libs/web-*/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Migrations are frozen in time and take Kysely<any>, never the app's current types.
    files: ['services/*/src/db/migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.ts', 'shell/e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  ...apps.map((app) => ({
    files: [`${app}/src/**/*.{ts,tsx}`],
    rules: forbid(
      ['@chakra-ui/react', '@emind/shell', ...apps.filter((a) => a !== app).map((a) => `@emind/${a}`), ...services.map((s) => `@emind/${s}`), '@emind/server-kit'],
      'Apps take UI only from @emind/web-ui, never import another app, the shell or a service.',
    ),
  })),
  ...services.map((service) => ({
    files: [`services/${service}/src/**/*.ts`],
    rules: forbid(
      [...services.filter((s) => s !== service).map((s) => `@emind/${s}`), '@emind/gateway', ...apps.map((a) => `@emind/${a}`)],
      'A service never imports another service: read its published views or call its internal API.',
    ),
  })),
  {
    files: ['libs/**/*.{ts,tsx}'],
    rules: forbid(
      [...apps.map((a) => `@emind/${a}`), ...services.map((s) => `@emind/${s}`), '@emind/gateway'],
      'Libraries never depend on apps or services.',
    ),
  },
);
