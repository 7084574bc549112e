import { mountHarness } from '@travel/shell/harness';
import { Harness } from './harness/harness';

mountHarness(<Harness />);
