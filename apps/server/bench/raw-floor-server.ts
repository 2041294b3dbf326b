// The floor `bench:api` compares the product with: a bare node:http + pg server doing the same reads for the
// same routes (verify the HS256 session token, look the session up with its user and organization, then the
// route's own queries) with none of the framework, validation, access rules or links. No server doing that
// work on this machine can be faster, so each product route is reported as a share of it.
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';

const port = Number(process.env.PORT);
const key = new TextEncoder().encode(process.env.SESSION_SECRET ?? '');
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

function claims(header: string | undefined): { sub: string; jti: string; tenantId: string } | null {
  const [head, payload, signature] = (header?.replace(/^Bearer /, '') ?? '').split('.');
  if (!head || !payload || !signature) return null;
  const expected = createHmac('sha256', key).update(`${head}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
}

const liveSession = `select s.id, u.id as user_id, u.role, u.tenant_id, t.status from sessions s
  join users u on u.id = s.user_id join tenants t on t.id = u.tenant_id
  where s.id = $1 and s.revoked_at is null and s.expires_at > now() limit 1`;

async function answer(request: http.IncomingMessage, url: URL): Promise<[number, unknown]> {
  if (url.pathname === '/api/health') return [200, { status: 'ok' }];
  const caller = claims(request.headers.authorization);
  if (!caller) return [401, { message: 'Unauthorized' }];
  const session = (await pool.query(liveSession, [caller.jti])).rows[0];
  if (!session) return [401, { message: 'Unauthorized' }];
  if (url.pathname === '/api/user-dashboard/profile') {
    return [200, (await pool.query('select id, name, email from users where id = $1 limit 1', [session.user_id])).rows[0]];
  }
  if (url.pathname === '/api/tenant-admin/user/enabled-courses') {
    const courses = (
      await pool.query(
        {
          name: 'enabled-courses',
          text: `select c.id, c.title, c.description, c.tags, c.learning_objectives, c.duration_minutes, c.material_name,
            c.material_type, c.status, c.slides_total, tc.mandatory, tc.skippable, tc.retry_type, tc.is_enabled,
            tc.copy_status, tc.assigned_at from tenant_courses tc join courses c on c.id = tc.course_id
            where tc.tenant_id = $1 and tc.is_enabled order by tc.assigned_at, tc.course_id`,
          values: [url.searchParams.get('tenantId')],
        },
      )
    ).rows;
    const pocs = (
      await pool.query('select * from course_pocs where tenant_id = $1 and course_id = any($2) order by position', [
        url.searchParams.get('tenantId'),
        courses.map((c) => c.id),
      ])
    ).rows;
    return [200, courses.map((c) => ({ ...c, pocs: pocs.filter((p) => p.course_id === c.id) }))];
  }
  const progress = /^\/api\/courses\/([^/]+)\/update-progress$/.exec(url.pathname);
  if (progress && request.method === 'POST') {
    let body = '';
    for await (const chunk of request) body += chunk;
    type Report = { tenantId: string; progress: number; slideNumber?: number };
    const { tenantId, progress: value, slideNumber } = JSON.parse(body) as Report;
    const [userId, courseId] = [session.user_id as string, progress[1]!];
    // The product's statements in the product's order: the journey is read under a lock in a transaction
    // (assignment, slide count, slides reached, the old last slide, the furthest slide's audio length).
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [`${userId}:${courseId}`]);
      const assignment = (
        await client.query('select is_enabled, skippable from tenant_courses where tenant_id = $1 and course_id = $2 limit 1', [
          tenantId,
          courseId,
        ])
      ).rows[0];
      if (!assignment?.is_enabled) {
        await client.query('rollback');
        return [404, { message: 'Course not available' }];
      }
      await client.query('select count(*)::int from course_slides where course_id = $1', [courseId]);
      const reached = (
        await client.query('select slide_number from slide_progress where user_id = $1 and course_id = $2', [userId, courseId])
      ).rows;
      await client.query('select last_slide from course_progress where user_id = $1 and course_id = $2 limit 1', [userId, courseId]);
      const furthest = Math.max(0, ...reached.map((r) => r.slide_number as number));
      if (furthest > 0) {
        await client.query(
          'select min(audio_seconds) from slide_narrations where course_id = $1 and slide_number = $2 and (tenant_id = $3 or tenant_id is null)',
          [courseId, furthest, tenantId],
        );
      }
      if (slideNumber && slideNumber > furthest) {
        await client.query(
          'insert into slide_progress (user_id, course_id, slide_number, reached_at) values ($1, $2, $3, now()) on conflict do nothing',
          [userId, courseId, slideNumber],
        );
      }
      await client.query('commit');
    } finally {
      client.release();
    }
    const { rows } = await pool.query(
      `insert into course_progress (tenant_id, user_id, course_id, progress, last_slide)
       select $1, $2, $3, $4, $5 where exists (select 1 from tenant_courses where tenant_id = $1 and course_id = $3 and is_enabled)
       on conflict (user_id, course_id) do update set progress = greatest(course_progress.progress, excluded.progress),
       last_slide = coalesce(excluded.last_slide, course_progress.last_slide), updated_at = now()
       returning progress`,
      [tenantId, userId, courseId, value, slideNumber ?? null],
    );
    return [200, { progress: rows[0]?.progress ?? 0 }];
  }
  return [404, { message: 'Not found' }];
}

http
  .createServer((request, response) => {
    answer(request, new URL(request.url ?? '/', 'http://floor')).then(
      ([status, body]) => {
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      },
      (error: Error) => response.writeHead(500).end(error.message),
    );
  })
  .listen(port, '127.0.0.1', () => process.send?.('listening'));
