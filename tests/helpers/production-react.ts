/**
 * Imported first by every global setup. The site renders with React's production build, as the built
 * server does (vitest.config.ts gives the test workers `NODE_ENV=production`). The global setups run in
 * vitest's own process, where that setting does not reach, and they load the parts to seed the store,
 * and with the parts' pages React: React picks its build when it is first loaded, so the mode is set
 * before anything else is imported. A server the browser tests start in this process would otherwise
 * render with React's development build against the production renderer.
 */
process.env.NODE_ENV = 'production';
