import { readFileSync } from 'node:fs';

// The 10,000 most common passwords, most common first: the first 10,000 entries of the "passwords"
// frequency list of zxcvbn 4.4.2 (MIT, (c) 2012-2016 Dan Wheeler and Dropbox, Inc.; see
// common-passwords.LICENSE). Loaded on first use.
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8').split('\n').filter(Boolean));
  return common.has(password.toLowerCase());
}
