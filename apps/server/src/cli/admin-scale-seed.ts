import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';

// The admin screens at scale, seeded in a few set-based statements (INSERT ... SELECT generate_series),
// not row by row through the API: one large organization with its employees, courses assigned to it and
// progress for most (employee, course) pairs, plus many small organizations around it.

export interface AdminScaleOptions {
  employees: number;
  courses: number;
  /** Organizations besides the large one, each with an admin and `smallOrganizationEmployees` employees. */
  otherOrganizations: number;
  smallOrganizationEmployees: number;
  /** Stored for every seeded employee with a password (one in ten gets an open invite instead). */
  passwordHash: string;
}

const firstNames = [
  'Ada', 'Ben', 'Chloe', 'Dev', 'Elena', 'Farid', 'Grace', 'Hiro', 'Ines', 'Jonas', 'Kemi', 'Luca', 'Maya', 'Noor',
  'Oscar', 'Priya', 'Quinn', 'Rosa', 'Sami', 'Tara', 'Umar', 'Vera', 'Wen', 'Xavi', 'Yara', 'Zoe',
];
const lastNames = [
  'Abbott', 'Bauer', 'Castro', 'Dubois', 'Eriksen', 'Fischer', 'Garcia', 'Haddad', 'Ito', 'Jensen', 'Khan', 'Larsen',
  'Moreau', 'Nakamura', 'Okafor', 'Patel', 'Quint', 'Rossi', 'Silva', 'Tanaka', 'Ueda', 'Varga', 'Weber', 'Young',
];

const textArray = (values: string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(',')}]`);

/** Seeds the large organization and the others; answers the large one's id and its admin's and a learner's ids. */
export async function seedAdminScale(db: Db, options: AdminScaleOptions) {
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const [tenant] = await rows<{ id: string }>(sql`
    insert into tenants (name, domain, admin_email, created_at)
    values ('Scale Org', 'scale-org.bench', 'admin@scale-org.bench', now() - interval '400 days') returning id`);
  if (!tenant) throw new Error('no tenant');
  const [admin] = await rows<{ id: string }>(sql`
    insert into users (tenant_id, name, email, role, password_hash)
    values (${tenant.id}, 'Scale Admin', 'admin@scale-org.bench', 'ADMIN', ${options.passwordHash}) returning id`);
  await db.execute(sql`
    insert into tenant_details (tenant_id, hr_contact_name, hr_contact_email, hr_contact_phone, ceo_name, ceo_email,
      ceo_contact, cto_name, cto_email, cto_contact)
    values (${tenant.id}, 'HR', 'hr@scale-org.bench', '+91 90000 00000', 'CEO', 'ceo@scale-org.bench',
      '+91 90000 00001', 'CTO', 'cto@scale-org.bench', '+91 90000 00002')`);
  // Names repeat (26 x 24 pairs), as real ones do, so sorting by name needs the e-mail to break ties.
  await db.execute(sql`
    insert into users (tenant_id, name, email, role, password_hash, created_at)
    select ${tenant.id},
      (${textArray(firstNames)})[1 + g % ${firstNames.length}] || ' ' || (${textArray(lastNames)})[1 + (g / 7) % ${lastNames.length}],
      'employee' || g || '@scale-org.bench', 'EMPLOYEE',
      case when g % 10 = 0 then null else ${options.passwordHash} end,
      now() - g * interval '1 minute'
    from generate_series(1, ${options.employees}::int) g`);
  await db.execute(sql`
    insert into invites (token_hash, user_id, expires_at)
    select md5(u.id::text), u.id, now() + interval '7 days'
    from users u where u.tenant_id = ${tenant.id} and u.password_hash is null`);
  const courseRows = await rows<{ id: string }>(sql`
    insert into courses (title, description, tags, learning_objectives, duration_minutes, audio_seconds, material_key,
      material_name, material_type, status, stage, slides_total, slides_done, created_at)
    select 'Compliance course ' || lpad(g::text, 2, '0'), 'Everything about compliance topic ' || g || '.',
      'compliance, bench', 'Know the rules, Apply them', 10 + g, 600 + g, 'courses/bench-' || g || '/v1/material.pdf',
      'bench-' || g || '.pdf', 'pdf', 'ready', 'ready', 10, 10, now() - g * interval '1 day'
    from generate_series(1, ${options.courses}::int) g returning id`);
  await db.execute(sql`
    insert into tenant_courses (tenant_id, course_id, copy_status, copy_slides_done)
    select ${tenant.id}, c.id, 'ready', 10 from courses c`);
  // Most pairs have a record: 4 in 10 completed, the rest part-way (some at 0, on slide 1).
  await db.execute(sql`
    insert into course_progress (user_id, tenant_id, course_id, progress, last_slide, completed_at, updated_at)
    select u.id, u.tenant_id, c.id, p.progress, 1 + p.progress / 10,
      case when p.progress = 100 then now() end, now() - (p.h % 200000) * interval '1 minute'
    from users u
    cross join courses c
    cross join lateral (select abs(hashtext(u.id::text || c.id::text)) as h) x
    cross join lateral (select case when x.h % 10 < 4 then 100 else x.h % 100 end as progress, x.h) p
    where u.tenant_id = ${tenant.id} and u.role = 'EMPLOYEE' and x.h % 10 < 7`);

  const others = await rows<{ id: string }>(sql`
    insert into tenants (name, domain, admin_email, status, created_at)
    select 'Organization ' || lpad(g::text, 4, '0'), 'org-' || g || '.bench', 'admin@org-' || g || '.bench',
      case when g % 10 = 0 then 'inactive' else 'active' end, now() - g * interval '1 hour'
    from generate_series(1, ${options.otherOrganizations}::int) g returning id`);
  if (others.length > 0) {
    await db.execute(sql`
      insert into users (tenant_id, name, email, role, password_hash)
      select t.id, 'Admin of ' || t.name, t.admin_email, 'ADMIN', ${options.passwordHash}
      from tenants t where t.domain like 'org-%.bench'`);
    await db.execute(sql`
      insert into users (tenant_id, name, email, role, password_hash)
      select t.id, 'Person ' || g || ' of ' || t.name, 'person' || g || '@' || t.domain, 'EMPLOYEE', ${options.passwordHash}
      from tenants t cross join generate_series(1, ${options.smallOrganizationEmployees}::int) g
      where t.domain like 'org-%.bench'`);
    await db.execute(sql`
      insert into tenant_courses (tenant_id, course_id, copy_status)
      select t.id, c.id, 'ready' from tenants t
      cross join (select id from courses order by created_at desc limit 3) c
      where t.domain like 'org-%.bench'`);
  }
  const [learner] = await rows<{ id: string }>(sql`
    select id from users where tenant_id = ${tenant.id} and role = 'EMPLOYEE' and password_hash is not null
    order by email limit 1`);
  await db.execute(sql`analyze`);
  return {
    tenantId: tenant.id,
    adminId: admin?.id ?? '',
    learnerId: learner?.id ?? '',
    courseIds: courseRows.map((c) => c.id),
  };
}
