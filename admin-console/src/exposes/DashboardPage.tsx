import { jitlessZod } from '@kb/contracts';
import { DashboardPage } from '../dashboard/DashboardPage';

// Before the console's first parse: no eval probe under the site's CSP.
jitlessZod();

export default DashboardPage;
