import type { Role } from '@complyra/core';

/** Who is calling: resolved from a live session on every request (the auth module builds it). */
export interface Caller {
  userId: string;
  sessionId: string;
  role: Role;
  tenantId: string;
  email: string;
  name: string;
}
