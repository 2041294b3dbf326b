import fs from 'node:fs';
import path from 'node:path';

/** A stand-in for an outside program (pdftoppm, soffice): a shell script in `folder`. */
export function writeFakeProgram(folder: string, name: string, script: string): string {
  const file = path.join(folder, name);
  fs.writeFileSync(file, `#!/bin/sh\n${script}\n`, { mode: 0o755 });
  return file;
}
