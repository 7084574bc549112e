// A remote's stand-alone harness (`npm run dev -w mf-x`): never part of the composed site, so this entry
// is not in the federation's shared list and each harness build bundles it.
import './harness.css';

export { mountHarness, HarnessRouter, type MountHarnessOptions } from './mount-harness';
export { HarnessSignIn, type HarnessSignInProps } from './harness-sign-in';
export {
  HarnessLayout,
  HarnessHome,
  NotInThisRemote,
  type HarnessLayoutProps,
  type HarnessLink,
} from './harness-layout';
