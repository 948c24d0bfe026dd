import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig } from '../webpack.common.js';

const appDir = path.dirname(fileURLToPath(import.meta.url));

/** Remote: the admin area, loaded by the shell only on /admin routes. Only src/exposes/* is exposed. */
export default createConfig({
  appDir,
  entry: './src/index.ts',
  federation: {
    name: 'admin_console',
    exposes: {
      './LoginPage': './src/exposes/LoginPage.tsx',
      './DashboardPage': './src/exposes/DashboardPage.tsx',
    },
  },
});
