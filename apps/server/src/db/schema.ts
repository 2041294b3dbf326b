import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

// One schema for both drivers (PGlite and node-postgres). Migrations are generated from it with
// `npm run db:generate -w apps/server` and committed under src/db/migrations.

export const tenants = pgTable(
  'tenants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    domain: text('domain').notNull(),
    adminEmail: text('admin_email').notNull(),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    // The platform's own tenant holds the super users, so every token carries a tenantId.
    isPlatform: boolean('is_platform').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tenants_domain_unique').on(t.domain),
    uniqueIndex('tenants_single_platform').on(t.isPlatform).where(sql`${t.isPlatform}`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    role: text('role', { enum: ['SUPER_ADMIN', 'ADMIN', 'EMPLOYEE'] }).notNull(),
    passwordHash: text('password_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), index('users_tenant_idx').on(t.tenantId)],
);
