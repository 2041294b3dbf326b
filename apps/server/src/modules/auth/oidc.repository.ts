import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { oidcLoginStates, tenants } from '../../db/schema.ts';

/** Keeps a new sign-in's state, dropping states older than `lifetimeMs` on the way. */
export async function saveLoginState(db: Db, state: { state: string; codeVerifier: string; nonce: string }, lifetimeMs: number) {
  await db.delete(oidcLoginStates).where(lt(oidcLoginStates.createdAt, new Date(Date.now() - lifetimeMs)));
  await db.insert(oidcLoginStates).values(state);
}

/** Takes a sign-in's state out (each state is used once). */
export async function takeLoginState(db: Db, state: string) {
  const [saved] = await db.delete(oidcLoginStates).where(eq(oidcLoginStates.state, state)).returning();
  return saved;
}

export async function findOrganizationByDomain(db: Db, domain: string) {
  const [tenant] = await db
    .select()
    .from(tenants)
    .where(and(eq(tenants.domain, domain), eq(tenants.isPlatform, false)))
    .limit(1);
  return tenant;
}
