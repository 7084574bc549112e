import { mountHarness } from '@travel/shell/harness';
import { adminMessages } from './i18n/messages';
import { Harness } from './harness/harness';

mountHarness(<Harness />, { messages: adminMessages });
