// The router's server side, for the shell's render server only: not part of the shared router module, so
// no browser bundle carries it. Within the render server's build this is the same react-router module the
// shared one wraps, so both use one router context.
export {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
