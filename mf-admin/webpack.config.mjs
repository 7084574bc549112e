import webpackPreset from '@travel/shell/webpack';

const { createFederatedConfig } = webpackPreset;

export default createFederatedConfig({
  dir: import.meta.dirname,
  name: 'admin',
  port: 8084,
  title: 'Admin',
  // Public contract with the shell: it mounts AdminApp under /admin/* (only on admin routes, so visitors
  // never download this remote). Renaming the key breaks the shell.
  exposes: {
    './AdminApp': './src/app/index.ts',
  },
});
