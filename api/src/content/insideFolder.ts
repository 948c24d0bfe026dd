import { realpathSync } from 'node:fs';
import path from 'node:path';

/**
 * Whether `target` exists within `folder` once symbolic links are resolved: an import reads nothing from
 * outside the folder it was given (a docs repository's link to `~/.aws/credentials` is not a page).
 */
export function isInside(folder: string, target: string): boolean {
  try {
    const root = realpathSync(folder);
    const real = realpathSync(target);
    return real === root || real.startsWith(root + path.sep);
  } catch {
    return false;
  }
}
