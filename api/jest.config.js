// Unit specs live next to the code; e2e specs under test/ talk to a real MongoDB-compatible server.
/** @type {import('jest').Config} */
module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testRegex: ['src/.*\\.spec\\.ts$', 'test/.*\\.e2e-spec\\.ts$'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  globalSetup: '<rootDir>/test/utils/global-setup.ts',
  globalTeardown: '<rootDir>/test/utils/global-teardown.ts',
  // After every run: fails it when a query the suites sent has no declared index (test/utils/index-coverage).
  reporters: ['default', '<rootDir>/test/utils/index-coverage/reporter.mjs'],
  testTimeout: 30000,
  maxWorkers: 2,
};
