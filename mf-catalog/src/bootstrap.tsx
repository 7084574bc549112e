import { mountHarness } from '@travel/shell/harness';
import { Harness } from './harness/harness';
import { catalogMessages } from './i18n/messages';

// The offer page mounts booking's stay form through federation, so the harness reads remotes.json.
mountHarness(<Harness />, { remotes: true, messages: catalogMessages });
