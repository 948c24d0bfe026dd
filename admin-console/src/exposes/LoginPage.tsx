import { jitlessZod } from '@kb/contracts';
import { LoginPage } from '../login/LoginPage';

// Before the console's first parse: no eval probe under the site's CSP.
jitlessZod();

export default LoginPage;
