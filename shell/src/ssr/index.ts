/**
 * The shell's server build (`dist/server/ssr.cjs`): what the site server renders public pages with. It
 * loads the public remote's server build and renders the shell's own tree around its modules, compiled as
 * the browser build is, so the browser hydrates the HTML without a mismatch.
 */
export { renderApp, type RenderedApp } from './renderApp';
export { loadServerRemote, type ServerRemoteBuild } from './serverRemote';
