// ESLint for the whole repository (`npm run lint`, part of `npm run check` and so of `npm test`).
// The web boundaries follow bulletproof-react: app/ -> features/ -> components/ + lib/ (shared), never backwards;
// features never import each other; public code never imports admin code (the admin area is one lazy chunk,
// docs/decisions/005-spa-bundle-and-lazy-admin.md). CONTRIBUTING.md explains where new code goes.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featureNames = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Imports that reach into admin code: the admin features, the admin shell and the admin widgets. */
const adminImports = [
  '@/features/admin-*',
  '@/features/admin-*/**',
  '@/app/routes/admin',
  '@/app/routes/admin/**',
  '@/components/admin',
  '@/components/admin/**',
];
const noAdmin = {
  group: adminImports,
  message: 'Public code never imports admin code: the admin area loads as one lazy chunk.',
};
const noDeepRelative = { group: ['../../*'], message: "Import across folders with '@/...'." };
const noDoubleCast = {
  selector: 'TSAsExpression > TSAsExpression[typeAnnotation.type="TSUnknownKeyword"]',
  message: "No 'as unknown as': type the value where it is read (cms/src/lib/strapi/documents.ts for Strapi data).",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.tmp/**',
      '**/.cache/**',
      '**/.strapi/**',
      '**/coverage/**',
      'cms/types/generated/**',
      'cms/public/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      'no-restricted-syntax': ['error', noDoubleCast],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs,mts}', 'scripts/**', 'cms/**', 'web/e2e/**', 'web/*.config.ts'],
    languageOptions: { globals: globals.node },
  },
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  // CommonJS modules of the CMS that the plain-Node scripts load too (secrets, upload names; ADR 033)
  { files: ['cms/src/**/*.js'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  // The CMS suite reads arbitrary JSON answers over HTTP, and its unit tests hand stand-ins to Strapi-typed code:
  // both type loosely on purpose.
  { files: ['cms/tests/**', 'cms/src/**/__tests__/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    files: ['web/src/**/*.test.{ts,tsx}', 'web/src/**/__tests__/**', 'web/src/testing/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.vitest } },
  },

  // The MSW fixtures answer with the contract's types only: a success body typed `{ message: string }` would accept
  // any text, so every HttpResponse.json names its contract type (whose texts are literal types).
  {
    files: ['web/src/testing/msw/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        noDoubleCast,
        {
          selector:
            'CallExpression[callee.object.name="HttpResponse"][callee.property.name="json"]:not([typeArguments])',
          message: 'Name the contract type of the answer: HttpResponse.json<CreateNewsResponse>(...).',
        },
      ],
    },
  },

  // Shared code (components/, lib/, config/) imports neither features nor the app.
  {
    files: ['web/src/{components,lib,config}/**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/features/**', '@/app', '@/app/**'],
              message: 'Shared code (components/, lib/, config/) does not import features or the app.',
            },
            noDeepRelative,
          ],
        },
      ],
    },
  },
  // Public shared code never reaches the admin widgets either.
  {
    files: ['web/src/components/{layouts,ui}/**/*.{ts,tsx}', 'web/src/lib/**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/features/**', '@/app', '@/app/**'],
              message: 'Shared code (components/, lib/, config/) does not import features or the app.',
            },
            noAdmin,
            noDeepRelative,
          ],
        },
      ],
    },
  },
  // Each feature imports only itself, shared code and the contract; public features never import admin code.
  ...featureNames.map((name) => ({
    files: [`web/src/features/${name}/**/*.{ts,tsx}`],
    ignores: ['**/__tests__/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^@/(features/(?!${name}(/|$))|app(/|$))`,
              message: 'Features do not import each other or the app: move what both need to components/ or lib/.',
            },
            ...(name.startsWith('admin-') ? [] : [noAdmin]),
            noDeepRelative,
          ],
        },
      ],
    },
  })),
  // Public routes and the public shell.
  {
    files: [
      'web/src/app/routes/public/**/*.{ts,tsx}',
      'web/src/app/routes/not-found.tsx',
      'web/src/app/{app,provider,router}.tsx',
      'web/src/main.tsx',
    ],
    ignores: ['**/__tests__/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noAdmin, noDeepRelative] }] },
  },
  // The CMS's rooms, from the top (docs/architecture.md): front/ (the edge and the pages) -> Strapi's wiring
  // (middlewares/, policies/, extensions/, bootstrap/, index.ts) -> api/ (the content types) -> lib/ (shared code).
  // An import only goes down: lib/ imports no other room, api/ imports only lib/, front/ never imports the wiring.
  {
    files: ['cms/src/lib/**/*.{ts,js}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(api|front|middlewares|policies|extensions|bootstrap|index)(/|$)',
              message: 'lib/ is the bottom room: it imports only lib/ and packages (docs/architecture.md).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['cms/src/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(front|middlewares|policies|extensions|bootstrap|index)(/|$)',
              message: 'A content type (api/) imports only lib/ and other types: the edge and the pages sit above it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['cms/src/front/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(middlewares|policies|extensions|bootstrap|index)(/|$)',
              message: "front/ is called by Strapi's wiring (middlewares/, index.ts), never the reverse.",
            },
          ],
        },
      ],
    },
  },
  // cms/src/lib/content: the pure content rules (slug, excerpt, HTML allow-list, string helpers). The web's MSW fixtures
  // import them too, so they stay free of Strapi, Koa, Node's built-ins and the rest of the CMS.
  {
    files: ['cms/src/lib/content/**/*.ts'],
    ignores: ['**/__tests__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@strapi/*', 'koa', 'koa-*', 'node:*', 'fs', 'fs/*', 'path', 'crypto', 'os', 'child_process'],
              message: 'lib/content is pure (the web fixtures import it): no Strapi, Koa or Node built-ins.',
            },
            {
              regex: '^\\.\\./',
              message: 'lib/content imports only itself (and packages): the rest of the CMS is not pure.',
            },
          ],
        },
      ],
    },
  },
);
