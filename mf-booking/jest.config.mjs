import preset from '@travel/shell/jest-preset';

export default {
  ...preset,
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/test/compiled-messages.ts'],
};
