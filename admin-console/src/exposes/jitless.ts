import { jitlessZod } from '@kb/contracts';

// Imported first by the exposed modules, so it runs before any module of the console evaluates (and may
// parse): zod then never probes for eval, which the site's CSP would report.
jitlessZod();
