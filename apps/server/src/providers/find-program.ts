import { accessSync, constants } from 'node:fs';
import path from 'node:path';

/**
 * Where an outside program is: an unset setting looks for `name` on the PATH, "none" turns it off,
 * anything else is the program's path. Null when there is none.
 */
export function findProgram(name: string, setting: string | undefined, searchPath = process.env.PATH ?? ''): string | null {
  if (setting === 'none') return null;
  const candidates = setting ? [setting] : searchPath.split(path.delimiter).filter(Boolean).map((dir) => path.join(dir, name));
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}
