import { authMessages } from '@complyra/core';
import { hash, verify } from '@node-rs/argon2';
import { AppError } from './app-error.ts';
import { isCommonPassword } from './common-passwords.ts';

// argon2id (the library default) with OWASP's minimum parameters: 19 MiB, 2 passes, 1 lane.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A password a person chose: refused (400) when it is one of the 10,000 most common, hashed otherwise. */
export function hashNewPassword(password: string): Promise<string> {
  if (isCommonPassword(password)) throw new AppError('BAD_REQUEST', authMessages.commonPassword);
  return hashPassword(password);
}
