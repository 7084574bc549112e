import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const frontends = ['shell', 'mf-catalog', 'mf-booking', 'mf-blog', 'mf-admin'];
const remotes = frontends.filter((f) => f !== 'shell');

const featuresOf = (app) =>
  readdirSync(join(import.meta.dirname, app, 'src', 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * The import boundaries inside each app (import-x/no-restricted-paths zones, paths from the repository
 * root). In a remote, a feature reaches another feature only through its index.ts, and the remote's shared
 * code (api/, components/, lib/, styles/, test/) never reaches into features/. In the shell, the kit (lib/)
 * imports nothing of the site around it, and pages never import app/ (the router and layout mount pages,
 * not the other way round).
 */
const boundaryZones = [
  ...remotes.flatMap((app) => {
    const features = featuresOf(app);
    return [
      ...features.map((feature) => ({
        target: `./${app}/src/features/${feature}`,
        from: `./${app}/src/features`,
        except: [
          `./${feature}`,
          ...features.filter((other) => other !== feature).map((other) => `./${other}/index.ts`),
        ],
        message: 'Import another feature only through its index.ts.',
      })),
      {
        target: ['api', 'components', 'lib', 'styles', 'test'].map((dir) => `./${app}/src/${dir}`),
        from: `./${app}/src/features`,
        message: 'Shared code must not depend on a feature: move what both need into shared code.',
      },
    ];
  }),
  {
    target: './shell/src/lib',
    from: ['./shell/src/app', './shell/src/pages', './shell/src/config'],
    message: 'The shared kit must not depend on the shell around it.',
  },
  {
    target: ['./shell/src/pages', './shell/src/config'],
    from: './shell/src/app',
    message: 'Pages must not import app/: move what they need into config/, lib/ or the page.',
  },
];

/**
 * The API's floors (import-x/no-restricted-paths zones): `common/` is the ground every module stands on and
 * imports no module; `cache/` and `throttle/` are infrastructure and import no domain; `catalog/` is the
 * base the catalog domains build on and imports none of them. Inside `bookings/`, `shared/` is the floor,
 * `tours/` and `stays/` stand on it side by side, and the files at the top (availability, management, my
 * bookings, the module) stand on both; inside `tours/`, the waitlist stands on the booking path (only the
 * module file imports it). `payments/` (Stripe) and `gift-cards/` import nothing of the bookings that call them.
 */
const apiDirs = readdirSync(join(import.meta.dirname, 'api', 'src'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const apiSrc = (dir) => `./api/src/${dir}`;
const INFRASTRUCTURE = ['common', 'config', 'cache', 'throttle', 'database'];
const apiZones = [
  {
    target: apiSrc('common'),
    from: apiDirs.filter((dir) => dir !== 'common').map(apiSrc),
    message: 'common/ is the floor: it imports no module of the API.',
  },
  {
    target: ['cache', 'throttle'].map(apiSrc),
    from: apiDirs.filter((dir) => !INFRASTRUCTURE.includes(dir)).map(apiSrc),
    message:
      'cache/ and throttle/ are infrastructure: they import no domain (put shared names in cache/ or common/).',
  },
  {
    target: apiSrc('audit'),
    from: apiDirs.filter((dir) => !INFRASTRUCTURE.includes(dir) && dir !== 'audit').map(apiSrc),
    message: 'audit/ records what the domains change: they call it, and it imports none of them.',
  },
  {
    target: apiSrc('recently-deleted'),
    from: apiDirs
      .filter((dir) => ![...INFRASTRUCTURE, 'recently-deleted', 'audit', 'media'].includes(dir))
      .map(apiSrc),
    message:
      'recently-deleted/ keeps what the domains delete: they register how to restore, and it imports none of them.',
  },
  {
    target: apiSrc('catalog'),
    from: ['destinations', 'hotels', 'offers', 'blog'].map(apiSrc),
    message: 'catalog/ is the base of the catalog domains and imports none of them.',
  },
  {
    target: apiSrc('bookings/shared'),
    from: apiSrc('bookings'),
    except: ['./shared'],
    message:
      'bookings/shared is the floor under tours and stays: it imports neither, nor what stands on them.',
  },
  {
    target: apiSrc('payments'),
    from: apiSrc('bookings'),
    message:
      'payments/ knows nothing of bookings: bookings call it, and its webhook reaches them through the PAYMENT_EVENTS port.',
  },
  {
    target: apiSrc('gift-cards'),
    from: apiSrc('bookings'),
    message:
      'gift-cards/ knows nothing of bookings: bookings redeem and give back through GiftCardsService, and Stripe reaches it through the GIFT_CARD_EVENTS port.',
  },
  {
    // The module file at the top declares the waitlist; every other file of tours/ stands under it.
    target: [
      apiSrc('bookings/tours/!(tour-bookings.module).ts'),
      apiSrc('bookings/tours/{dto,schemas}/**'),
    ],
    from: apiSrc('bookings/tours/waitlist'),
    message:
      'The tour booking path stands under the waitlist: the waitlist calls it, hears freed seats on the event bus and registers its seat holders with the inventory; nothing else in tours/ imports waitlist/.',
  },
  ...['tours', 'stays'].map((kind) => ({
    target: apiSrc(`bookings/${kind}`),
    from: apiSrc('bookings'),
    except: ['./shared', `./${kind}`],
    message: `bookings/${kind} stands on bookings/shared only: not on the other kind, nor on what stands on both.`,
  })),
];

const KEBAB_FILE = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;

/** File names in kebab-case (`booking-list-screen.tsx`, `schema.d.ts`), so an import never guesses the case. */
const fileNames = {
  rules: {
    'kebab-case': {
      meta: {
        type: 'suggestion',
        schema: [],
        messages: { rename: "Name the file in kebab-case: '{{name}}'." },
      },
      create(context) {
        return {
          Program(node) {
            const name = basename(context.filename);
            if (!KEBAB_FILE.test(name))
              context.report({ node, messageId: 'rename', data: { name } });
          },
        };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/.data/**',
      '**/@mf-types/**',
      'deploy/e2e/artifacts/**',
      '**/coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    settings: {
      // Without these import-x parses only .js files when it follows imports, and no-cycle sees no circle.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    // Nest injects by constructor parameter types: type-only imports would erase them.
    files: ['api/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['api/src/**/*.ts', 'api/test/**/*.ts'],
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: apiZones }],
    },
  },
  {
    files: frontends.map((f) => `${f}/src/**/*.{ts,tsx}`),
    plugins: { 'react-hooks': reactHooks, 'file-names': fileNames },
    languageOptions: { globals: globals.browser },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'file-names/kebab-case': 'error',
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: boundaryZones },
      ],
      // A remote may only reach another remote through federation, never through its source.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              message:
                'Use @travel/shell/router: the one shared router module (one router context, tree-shaken).',
            },
          ],
          patterns: [
            {
              group: frontends.map((f) => `**/${f}/src/**`),
              message: 'Import another app only through federation or @travel/shell/*.',
            },
          ],
        },
      ],
    },
  },
  {
    // The router module wraps react-router; tests build their own memory routers around the components.
    files: ['shell/src/lib/router/**', '**/*.test.{ts,tsx}', '**/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: frontends.map((f) => `**/${f}/src/**`),
              message: 'Import another app only through federation or @travel/shell/*.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  prettier,
);
