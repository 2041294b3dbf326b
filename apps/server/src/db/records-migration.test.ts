import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MigratingDatabase, migratedAcross } from '../test/migrating-database.ts';

/** The migration that turns the records' cascades into refusals (and adds retirement and anonymization). */
const recordsMigration = '0023_records-that-last';

// Ids fixed so the statements below read as data.
const ids = {
  tenant: '00000000-0000-4000-8000-000000000001',
  deletedTenant: '00000000-0000-4000-8000-000000000002',
  admin: '00000000-0000-4000-8000-000000000011',
  learner: '00000000-0000-4000-8000-000000000012',
  leaver: '00000000-0000-4000-8000-000000000013',
  course: '00000000-0000-4000-8000-000000000021',
  attempt: '00000000-0000-4000-8000-000000000031',
  leaverAttempt: '00000000-0000-4000-8000-000000000032',
};

/** Records as the product wrote them before the migration: two organizations (one deleted), people, a course and what they did in it. */
const before = [
  `insert into tenants (id, name, domain, admin_email) values ('${ids.tenant}', 'Kept Org', 'kept.test', 'admin@kept.test')`,
  `insert into tenants (id, name, domain, admin_email, status, deleted_at)
     values ('${ids.deletedTenant}', 'Gone Org', 'gone.test', 'admin@gone.test', 'inactive', '2024-03-01T00:00:00Z')`,
  `insert into users (id, tenant_id, name, email, role) values
     ('${ids.admin}', '${ids.tenant}', 'Kept Admin', 'admin@kept.test', 'ADMIN'),
     ('${ids.learner}', '${ids.tenant}', 'Ada Learner', 'ada@kept.test', 'EMPLOYEE'),
     ('${ids.leaver}', '${ids.deletedTenant}', 'Lee Leaver', 'lee@gone.test', 'EMPLOYEE')`,
  `insert into courses (id, title, description, tags, learning_objectives, material_key, material_name, material_type, status, version)
     values ('${ids.course}', 'Phishing 101', 'Spot a phish', 'security', 'Report it', 'k', 'deck.pdf', 'pdf', 'ready', 3)`,
  `insert into tenant_courses (tenant_id, course_id) values ('${ids.tenant}', '${ids.course}'), ('${ids.deletedTenant}', '${ids.course}')`,
  `insert into course_progress (user_id, tenant_id, course_id, progress, completed_at) values
     ('${ids.learner}', '${ids.tenant}', '${ids.course}', 100, now()),
     ('${ids.leaver}', '${ids.deletedTenant}', '${ids.course}', 100, now())`,
  `insert into slide_progress (user_id, course_id, slide_number, completed_at) values ('${ids.learner}', '${ids.course}', 1, now())`,
  `insert into quiz_attempts (id, tenant_id, user_id, course_id, course_version, retry_type, questions, answers, score, correct, passed, submitted_at) values
     ('${ids.attempt}', '${ids.tenant}', '${ids.learner}', '${ids.course}', 3, 'FIRST', '[]', '{"1":"A"}', 90, 9, true, now()),
     ('${ids.leaverAttempt}', '${ids.deletedTenant}', '${ids.leaver}', '${ids.course}', 3, 'FIRST', '[]', '{"1":"B"}', 80, 8, true, now())`,
  `insert into certificates (code, attempt_id, tenant_id, user_id, course_id, holder_name, course_title, organization_name, score, pdf_key, png_key) values
     ('CERT-A', '${ids.attempt}', '${ids.tenant}', '${ids.learner}', '${ids.course}', 'Ada Learner', 'Phishing 101', 'Kept Org', 90, 'a.pdf', 'a.png'),
     ('CERT-L', '${ids.leaverAttempt}', '${ids.deletedTenant}', '${ids.leaver}', '${ids.course}', 'Lee Leaver', 'Phishing 101', 'Gone Org', 80, 'l.pdf', 'l.png')`,
];

/** Every row of the record tables, in a stable order, as text: what must be identical after the migration. */
const snapshotQueries = {
  users: 'select id, tenant_id, name, email, role from users order by id',
  course_progress: 'select user_id, tenant_id, course_id, progress, completed_at from course_progress order by user_id',
  slide_progress: 'select user_id, course_id, slide_number, completed_at from slide_progress order by user_id',
  quiz_attempts: 'select id, user_id, course_version, answers, score, passed, submitted_at from quiz_attempts order by id',
  certificates: 'select code, attempt_id, holder_name, course_title, organization_name, score from certificates order by code',
  tenant_courses: 'select tenant_id, course_id, is_enabled from tenant_courses order by tenant_id',
};

async function snapshot(database: MigratingDatabase) {
  const out: Record<string, unknown[]> = {};
  for (const [table, query] of Object.entries(snapshotQueries)) out[table] = (await database.query(query)).rows;
  return out;
}

describe(`migration ${recordsMigration}: records made before it`, () => {
  let database: MigratingDatabase;
  let earlier: Record<string, unknown[]>;

  beforeAll(async () => {
    database = await migratedAcross(recordsMigration, before, async (filled) => {
      earlier = await snapshot(filled);
    });
  });
  afterAll(() => database.close());

  it('are all there after it, unchanged', async () => {
    expect(earlier.users).toHaveLength(3);
    expect(earlier.certificates).toHaveLength(2);
    expect(await snapshot(database)).toEqual(earlier);
  });

  it('can no longer be removed by deleting their course, person or organization', async () => {
    for (const statement of [
      `delete from courses where id = '${ids.course}'`,
      `delete from users where id = '${ids.learner}'`,
      `delete from tenants where id = '${ids.tenant}'`,
    ]) {
      await expect(database.query(statement)).rejects.toThrow(/foreign key/);
    }
    expect(await snapshot(database)).toEqual(earlier);
  });

  it('keeps an organization deleted before it for six years from its deletion; nothing is retired or anonymized', async () => {
    const { rows } = await database.query(
      `select id, records_kept_until from tenants where id in ('${ids.tenant}', '${ids.deletedTenant}') order by id`,
    );
    const keptUntil = (row: Record<string, unknown>) =>
      row.records_kept_until && new Date(row.records_kept_until as string).toISOString();
    expect(rows.map((row) => [row.id, keptUntil(row)])).toEqual([
      [ids.tenant, null],
      [ids.deletedTenant, '2030-03-01T00:00:00.000Z'],
    ]);
    const retired = await database.query('select count(*)::int as n from courses where retired_at is not null');
    const anonymized = await database.query('select count(*)::int as n from users where anonymized_at is not null');
    expect([retired.rows[0]?.n, anonymized.rows[0]?.n]).toEqual([0, 0]);
  });
});
