import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { exposedModules } from './remote-contract';

const workspaceOf = {
  catalog: 'mf-catalog',
  booking: 'mf-booking',
  blog: 'mf-blog',
  admin: 'mf-admin',
};

/** The expose keys ('./HomeSearch') of a remote's webpack config, without './'. */
function exposesOf(workspace: string): string[] {
  const config = readFileSync(
    join(__dirname, '../../../..', workspace, 'webpack.config.mjs'),
    'utf8',
  );
  const block = /exposes:\s*\{([^}]*)\}/.exec(config)?.[1] ?? '';
  return [...block.matchAll(/'\.\/([A-Za-z]+)'\s*:/g)].map((match) => match[1]!).sort();
}

describe('the remote contract', () => {
  it.each(Object.entries(workspaceOf))(
    "lists exactly what the %s remote's webpack config exposes",
    (remote, workspace) => {
      const listed = Object.keys(exposedModules[remote as keyof typeof exposedModules]).sort();
      expect(exposesOf(workspace)).toEqual(listed);
    },
  );
});
