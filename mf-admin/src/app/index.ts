// The remote's exposed entry (./AdminApp): the shell renders its default export under /admin/*.
export { AdminApp as default } from './admin-app';
