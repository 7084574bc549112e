/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS by design: webpack and jest load this with require(). */
// Jest preset of every web workspace: `preset: '@travel/shell/jest-preset'` is not resolvable by
// jest's preset lookup, so apps spread this file: `module.exports = { ...require('../shell/jest.preset.cjs') }`.
const path = require('node:path');

const shellSrc = path.join(__dirname, 'src', 'lib');

module.exports = {
  testEnvironment: path.join(__dirname, 'jest', 'environment.cjs'),
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  transform: {
    '^.+\\.[cm]?[jt]sx?$': [
      require.resolve('@swc/jest'),
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    // The library entries resolve to the shell's source, as they do in the webpack builds.
    '^@travel/shell/(auth|http|i18n|ui|dialogs|remotes|router|data|forms|phone|tables|paths|testing|harness|api-types|time)$': `${shellSrc}/$1/index.ts`,
    '\\.css$': path.join(__dirname, 'jest', 'style-stub.cjs'),
    '\\.(png|jpe?g|gif|webp|avif|svg|ico)$': path.join(__dirname, 'jest', 'file-stub.cjs'),
  },
  setupFilesAfterEnv: [path.join(__dirname, 'jest', 'setup.ts')],
  // Leaflet and a few ESM-only packages must be compiled for jest's CommonJS runtime.
  transformIgnorePatterns: ['/node_modules/(?!(react-leaflet|@react-leaflet)/)'],
  clearMocks: true,
  restoreMocks: true,
};
