/**
 * @jest-environment node
 */
import path from 'node:path';
import { REMOTE_EXPOSES, REMOTE_NAMES, remoteFolder } from '@voices/contracts/constants';

const root = path.join(__dirname, '../../../../..');

/** The exposes a remote's production build is configured with. */
function buildExposes(folder: string): string[] {
  // The webpack configurations are CommonJS, loaded as the build loads them.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const createConfig = require(path.join(root, folder, 'webpack.config.js'));
  const config = createConfig({}, { mode: 'production' });
  const federation = config.plugins.find(
    (plugin: { constructor: { name: string } }) =>
      plugin.constructor.name === 'ModuleFederationPlugin',
  );
  return Object.keys(federation._options.exposes ?? {}).map((key) => key.replace(/^\.\//, ''));
}

describe('the remotes’ public modules', () => {
  it.each(REMOTE_NAMES.map((name) => [name]))(
    '%s builds exactly the modules declared for it',
    (name) => {
      expect(buildExposes(remoteFolder(name)).sort()).toEqual([...REMOTE_EXPOSES[name]].sort());
    },
  );
});
