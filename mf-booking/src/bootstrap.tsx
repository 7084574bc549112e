import { mountHarness } from '@travel/shell/harness';
import { Harness } from './harness/harness';
import { bookingMessages } from './i18n/messages';

mountHarness(<Harness />, { messages: bookingMessages });
