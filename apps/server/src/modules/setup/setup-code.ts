import { randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The one-time code of the first-run set-up link. It lives only in this process's memory and the
 * console line that prints it (like an initial admin password), and is spent once a super user exists.
 */
export class SetupCode {
  readonly value: string;
  private spent = false;

  constructor(value = randomBytes(18).toString('base64url')) {
    this.value = value;
  }

  matches(given: string): boolean {
    if (this.spent) return false;
    const a = Buffer.from(this.value);
    const b = Buffer.from(given);
    return a.length === b.length && timingSafeEqual(a, b);
  }

  spend(): void {
    this.spent = true;
  }
}

/** The line `npm start` prints when no super user exists. */
export function setupLinkLine(baseUrl: string, code: SetupCode): string {
  return (
    `No super user yet: open ${baseUrl}/setup?code=${code.value} to create one ` +
    '(or: npm run create-superuser -- --email you@example.com --password "a-strong-password")'
  );
}
