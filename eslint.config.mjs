// One ESLint configuration for the whole tree: TypeScript's rules, the rules of hooks, and the
// boundaries that keep the micro-frontends independent:
//   - no app (the shell or a remote) imports another app's source: they meet only through
//     Module Federation and the shared packages;
//   - inside an app, one feature never imports another feature; the app's routes and shared
//     parts put them together;
//   - the shared packages never import an app, and the gateway imports only the contracts;
//   - no import cycles anywhere.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';
import tseslint from 'typescript-eslint';

/** The parts of the tree the boundary rules know (a remote is captured by its name's tail). */
const ELEMENTS = [
  { type: 'gateway', pattern: 'gateway', mode: 'folder' },
  { type: 'e2e', pattern: 'e2e', mode: 'folder' },
  { type: 'package', pattern: 'packages/*/src', capture: ['package'], mode: 'folder' },
  { type: 'shell-feature', pattern: 'shell/src/features/*', capture: ['feature'], mode: 'folder' },
  { type: 'shell', pattern: 'shell/src', mode: 'folder' },
  { type: 'feature', pattern: 'mfe-*/src/features/*', capture: ['app', 'feature'], mode: 'folder' },
  { type: 'app', pattern: 'mfe-*/src', capture: ['app'], mode: 'folder' },
];

const TS_PROJECTS = [
  'tsconfig.base.json',
  'packages/*/tsconfig.json',
  'shell/tsconfig.json',
  'mfe-*/tsconfig.json',
  'gateway/tsconfig.json',
  'e2e/tsconfig.json',
];

const sameApp = { app: '${from.app}' };

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/@mf-types/**',
      'data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      // A `let` read by a closure before its one assignment is not a constant.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        // `import('…')` types name a federated module's shape without importing it.
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
    },
  },
  {
    files: ['**/*.cjs', '**/*.config.js', 'packages/webpack-config/**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    // Playwright's fixtures call their argument `use`; they are not React.
    ignores: ['e2e/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Every word a reader sees comes from a message catalogue (docs/localisation.md): text
    // written into JSX, and the attributes that are read out or shown, fail here.
    files: ['shell/src/**/*.tsx', 'mfe-*/src/**/*.tsx', 'packages/ui/src/**/*.tsx'],
    ignores: ['**/__tests__/**', '**/*.test.tsx', '**/testing/**', '**/dev/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: ['alt', 'aria-label', 'title', 'placeholder', 'label', 'aria-description'],
          },
          'jsx-components': { exclude: ['Trans', 'CommonTrans'] },
          // A translate function is `t`, or `<namespace>T` when a component speaks two
          // namespaces (`shellT`, `commonT`).
          callees: {
            exclude: [
              'i18n(ext)?',
              't',
              '[a-z]+T',
              'require',
              'addEventListener',
              'removeEventListener',
              'postMessage',
              'getElementById',
              'dispatch',
              'includes',
              'indexOf',
              'endsWith',
              'startsWith',
            ],
          },
          words: { exclude: ['[0-9!-/:-@[-`{-~\\s·•…–—→←↑↓×✓✕★☆©]+', '[A-Z_-]+', '^\\p{Emoji}+$'] },
        },
      ],
    },
  },
  {
    // The domain's tables and rules the screens share come from the page's one copy, which
    // @voices/platform passes on (the end of packages/platform/src/constants.ts lists them);
    // an app that imported them from the contracts would ship them again (docs/performance.md).
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'packages/ui/src/**/*.{ts,tsx}'],
    // What ships: tests and the build-time first paint may read the contracts directly.
    ignores: ['**/prerender/**', '**/__tests__/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@voices/contracts/constants',
              importNames: [
                'LANGUAGES',
                'CONTENT_LANGUAGES',
                'DEFAULT_LANGUAGE',
                'STORY_LANGUAGES',
                'DISPLAY_LIMITS',
                'WEATHER_FALLBACK',
                'STORAGE_KEYS',
                'TIMINGS',
                'STORY_TEMPLATE_IDS',
                'STORY_AUTHOR_SECTION_POSITIONS',
                'templateIdOrDefault',
                'normalizeTemplateId',
                'normalizeSidebarPosition',
                'preferredTemplateKey',
                'customHeadingKey',
                'largePicturePath',
                'frontPageLeadIndex',
                'isObjectId',
                'Language',
                'StoryLanguage',
              ],
              message:
                'Import it from @voices/platform: the page holds one copy, shared (packages/platform/src/constants.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { 'import-x': importX, boundaries },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: TS_PROJECTS, noWarnOnMultipleProjects: true }),
      ],
      // The boundaries rule resolves with eslint-plugin-import's setting.
      'import/resolver': { typescript: { project: TS_PROJECTS, noWarnOnMultipleProjects: true } },
      'boundaries/elements': ELEMENTS,
      'boundaries/include': ['shell/**', 'mfe-*/**', 'packages/**', 'gateway/**', 'e2e/**'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          message:
            '${file.type} ${file.internalPath} must not import ${dependency.type} ${dependency.source}',
          rules: [
            {
              from: 'feature',
              allow: [
                'package',
                ['app', sameApp],
                ['feature', { ...sameApp, feature: '${from.feature}' }],
              ],
            },
            { from: 'app', allow: ['package', ['app', sameApp], ['feature', sameApp]] },
            {
              from: 'shell-feature',
              allow: ['package', 'shell', ['shell-feature', { feature: '${from.feature}' }]],
            },
            { from: 'shell', allow: ['package', 'shell', 'shell-feature'] },
            { from: 'package', allow: ['package'] },
            { from: 'gateway', allow: ['gateway', ['package', { package: 'contracts' }]] },
            { from: 'e2e', allow: ['e2e', 'package'] },
          ],
        },
      ],
    },
  },
);
