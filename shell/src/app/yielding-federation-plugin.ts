import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from './next-task';

/**
 * A federation runtime plugin that ends the main thread's task at each step of the runtime's own work: before
 * negotiating each shared module, after reading a remote's manifest, before and after initialising a remote's
 * container, before running a remote module's code. The runtime chains those steps with promises, so without
 * it a page's start-up negotiates all of a chunk's shared modules, or sets up a remote and runs its module, in
 * one long task (Total Blocking Time). Each step waits for a task boundary and no longer: nothing is loaded
 * later than it was.
 */
export function yieldingFederationPlugin(): ModuleFederationRuntimePlugin {
  /* eslint-disable @typescript-eslint/no-misused-promises -- the runtime awaits what a listener of its async
     hooks returns (AsyncHook.emit), though the hooks' types say void. */
  return {
    name: 'yield-between-federation-steps',
    async beforeLoadShare(args) {
      await nextTask();
      return args;
    },
    // Each remote module a page preloads (page-preload.ts) has its assets worked out once its remote's
    // manifest has arrived: without a boundary here, all of them in the task the manifest arrived in.
    async afterLoadSnapshot(args) {
      await nextTask();
      return args;
    },
    async beforeInitRemote() {
      await nextTask();
    },
    async afterInitRemote() {
      await nextTask();
    },
    async beforeExecuteFactory() {
      await nextTask();
    },
  };
  /* eslint-enable @typescript-eslint/no-misused-promises */
}
