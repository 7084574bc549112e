export { ResourceManager } from './resource-manager';
export { Thumb } from './cells';
export * from './rules';
export type * from './types';
