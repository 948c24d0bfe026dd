import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig, createServerConfig } from '../webpack.common.js';

const appDir = path.dirname(fileURLToPath(import.meta.url));

const federation = {
  name: 'public_kb',
  exposes: {
    './Layout': './src/exposes/Layout.tsx',
    './HomePage': './src/exposes/HomePage.tsx',
    './ArticlePage': './src/exposes/ArticlePage.tsx',
    './SearchPage': './src/exposes/SearchPage.tsx',
    './CategoryPage': './src/exposes/CategoryPage.tsx',
    './NotFoundPage': './src/exposes/NotFoundPage.tsx',
    // Each language's interface texts, loaded with a page in that language (shell/src/routeTable.ts).
    './lang/de': './src/exposes/lang/de.ts',
    './lang/fr': './src/exposes/lang/fr.ts',
    './lang/es': './src/exposes/lang/es.ts',
    './lang/ja': './src/exposes/lang/ja.ts',
    // The reader's parts of versions and languages, loaded with a page that needs them (shell/src/routeTable.ts).
    './Editions': './src/exposes/Editions.ts',
  },
};

/** Remote: visitor screens, built for the browser and for the site server. Only src/exposes/* is exposed. */
export default [createConfig({ appDir, entry: './src/index.ts', federation, maxAsyncRequests: 4 }), createServerConfig({ appDir, federation })];
