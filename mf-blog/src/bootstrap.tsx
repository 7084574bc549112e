import { mountHarness } from '@travel/shell/harness';
import { Harness } from './harness/harness';
import { blogMessages } from './i18n/messages';

mountHarness(<Harness />, { messages: blogMessages });
