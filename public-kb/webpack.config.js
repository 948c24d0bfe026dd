import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig } from '../webpack.common.js';

const appDir = path.dirname(fileURLToPath(import.meta.url));

/** Remote: visitor screens. Only src/exposes/* is exposed. */
export default createConfig({
  appDir,
  entry: './src/index.ts',
  federation: {
    name: 'public_kb',
    exposes: {
      './Layout': './src/exposes/Layout.tsx',
      './HomePage': './src/exposes/HomePage.tsx',
      './ArticlePage': './src/exposes/ArticlePage.tsx',
      './SearchPage': './src/exposes/SearchPage.tsx',
    },
  },
});
