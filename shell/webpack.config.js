import path from 'node:path';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { createConfig, createHostServerConfig } from '../webpack.common.js';
import { themeBootScript } from '../packages/ui/src/themeBoot.js';
import { appLoaderScript } from './appLoader.js';

const appDir = path.dirname(fileURLToPath(import.meta.url));

/** The host: no static remotes; their URLs come from /remotes.json at run time. Beside it, its server build. */
const browser = createConfig({
  appDir,
  publicPath: '/',
  federation: { name: 'shell', host: true, remotes: {} },
  plugins: [
    // The markers are filled per page by the site server (shell/server/pages): head tags, the page
    // rendered on the server by the same components (hydrated), and the data the first client render starts from.
    // main.js is loaded by the inline app loader after the first paint (appLoader.js), not injected.
    new HtmlWebpackPlugin({
      inject: false,
      minify: false,
      templateContent: `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <!--kb-head--><title>Knowledge Base | Skyframe Studio</title>
    <meta name="description" content="Guides, how-tos and troubleshooting for Skyframe Studio, the virtual-production software for augmented-reality backdrops." />
    <link rel="icon" href="data:," /><!--/kb-head-->
    <script>${themeBootScript}</script>
  </head>
  <body>
    <div id="root"><!--kb-body--></div><!--kb-data-->
    <script>${appLoaderScript}</script>
  </body>
</html>`,
    }),
  ],
});

export default [browser, createHostServerConfig({ appDir, entry: './src/ssr/index.ts' })];
