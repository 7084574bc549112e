import webpackPreset from '@travel/shell/webpack';

const { createFederatedConfig } = webpackPreset;

export default createFederatedConfig({
  dir: import.meta.dirname,
  name: 'blog',
  port: 8083,
  title: 'Blog',
  // Public contract of this remote: the shell mounts these names, so renaming one is a breaking change.
  exposes: {
    './BlogList': './src/features/blog-list/index.ts',
    './BlogDetailsPage': './src/features/blog-details/index.ts',
  },
});
