import type { ActivityEntry, Course, Page, PlatformSummary, Tenant, TenantUser, UsersProgressPage } from '@complyra/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { bearer, createOrganization, signInSuperUser } from '../../test/actors.ts';
import { insertReadyCourse } from '../../test/catalogue.ts';
import { assignThroughApi, createAppWithCopyJob, saveCompleteDetails, setCourseEnabled } from '../../test/organization.ts';

// Every admin list pages, sorts and searches on the server, and never shows another organization's rows.
// One organization of 45 employees ("Person 01" to "Person 45", e-mails p01@… to p45@…) beside a second
// one whose people share names and searches with it.

const pad = (n: number) => String(n).padStart(2, '0');

describe('admin lists: paging, sorting, search and tenant walls', () => {
  let t: Awaited<ReturnType<typeof createAppWithCopyJob>>;
  let superToken: string;
  let org: Awaited<ReturnType<typeof createOrganization>>;
  let other: Awaited<ReturnType<typeof createOrganization>>;
  let alpha: { id: string };
  let beta: { id: string };
  const ids = new Map<string, string>();

  const get = async <T>(url: string, token = org.adminToken) => {
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json<T>();
  };
  const progressPage = (query: string, token = org.adminToken, tenantId = org.tenant.id) =>
    get<UsersProgressPage>(`/api/admin/dashboard/users-progress?tenantId=${tenantId}&${query}`, token);
  const names = (entries: { name: string }[]) => entries.map((entry) => entry.name);
  /** Sets a record directly: the state and time a test needs, whatever journey led there. */
  const setProgress = async (email: string, courseId: string, progress: number, secondsAgo: number) => {
    await t.database.db.execute(sql`
      insert into course_progress (user_id, tenant_id, course_id, progress, updated_at)
      values (${ids.get(email)}, ${org.tenant.id}, ${courseId}, ${progress}, now() - make_interval(secs => ${secondsAgo}))
      on conflict (user_id, course_id) do update set progress = excluded.progress, updated_at = excluded.updated_at`);
  };

  beforeAll(async () => {
    t = await createAppWithCopyJob();
    superToken = await signInSuperUser(t.app, t.database);
    org = await createOrganization(t.app, superToken, 'Lists Org');
    other = await createOrganization(t.app, superToken, 'Lists Other Org');
    await saveCompleteDetails(t.app, org.adminToken, org.tenant.id);
    alpha = await insertReadyCourse(t.database.db, { title: 'Alpha Lists Course' });
    beta = await insertReadyCourse(t.database.db, { title: 'Beta Lists Course' });
    await assignThroughApi(t.app, org.adminToken, org.tenant.id, alpha.id);
    await assignThroughApi(t.app, org.adminToken, org.tenant.id, beta.id);
    const people = Array.from({ length: 45 }, (_, i) => ({
      tenantId: org.tenant.id,
      name: `Person ${pad(i + 1)}`,
      email: `p${pad(i + 1)}@lists-org.test`,
      role: 'EMPLOYEE' as const,
      passwordHash: 'not-a-real-hash',
    }));
    // The same names and a "Needle" in the other organization: no search of ours may find them.
    const strangers = ['Person 01', 'Needle Stranger', '100% Stranger'].map((name, i) => ({
      tenantId: other.tenant.id,
      name,
      email: `stranger${i}@other-lists.test`,
      role: 'EMPLOYEE' as const,
    }));
    const inserted = await t.database.db
      .insert(users)
      .values([
        ...people,
        { tenantId: org.tenant.id, name: 'Needle Finder', email: 'finder@lists-org.test', role: 'EMPLOYEE' as const },
        { tenantId: org.tenant.id, name: '100% Sure', email: 'sure@lists-org.test', role: 'EMPLOYEE' as const, passwordHash: 'x' },
        ...strangers,
      ])
      .returning({ id: users.id, email: users.email });
    for (const row of inserted) ids.set(row.email, row.id);
    // Person 45 completed both, 44 one and is half-way through the other, 43 started one.
    await setProgress('p45@lists-org.test', alpha.id, 100, 5000);
    await setProgress('p45@lists-org.test', beta.id, 100, 4000);
    await setProgress('p44@lists-org.test', alpha.id, 100, 3000);
    await setProgress('p44@lists-org.test', beta.id, 50, 2000);
    await setProgress('p43@lists-org.test', alpha.id, 10, 1000);
  });
  afterAll(() => t.close());

  describe('the Users tab (users-progress)', () => {
    it('answers one page in name order with the total of every page', async () => {
      const first = await progressPage('');
      expect(first).toMatchObject({ total: 47, page: 1, limit: 20 });
      expect(names(first.items)).toEqual([
        '100% Sure',
        'Needle Finder',
        ...Array.from({ length: 18 }, (_, i) => `Person ${pad(i + 1)}`),
      ]);
      const last = await progressPage('page=3&limit=20');
      expect(last).toMatchObject({ total: 47, page: 3, limit: 20 });
      expect(names(last.items)).toEqual(Array.from({ length: 7 }, (_, i) => `Person ${pad(i + 39)}`));
      expect((await progressPage('page=4')).items).toEqual([]);
      const small = await progressPage('page=2&limit=5');
      expect(names(small.items)).toEqual(['Person 04', 'Person 05', 'Person 06', 'Person 07', 'Person 08']);
      expect((await progressPage('limit=100')).items).toHaveLength(47);
    });

    it('refuses a page size over 100 and pages below 1', async () => {
      const url = (query: string) => `/api/admin/dashboard/users-progress?tenantId=${org.tenant.id}&${query}`;
      for (const query of ['limit=101', 'limit=0', 'page=0', 'page=x', 'sort=password', 'order=up']) {
        const res = await t.app.inject({ method: 'GET', url: url(query), headers: bearer(org.adminToken) });
        expect(res.statusCode, query).toBe(400);
      }
    });

    it('orders by each visible column, both ways', async () => {
      expect(names((await progressPage('sort=name&order=desc&limit=3')).items)).toEqual(['Person 45', 'Person 44', 'Person 43']);
      expect((await progressPage('sort=email&limit=2')).items.map((e) => e.email)).toEqual([
        'finder@lists-org.test',
        'p01@lists-org.test',
      ]);
      expect(names((await progressPage('sort=completed&order=desc&limit=3')).items)).toEqual([
        'Person 45',
        'Person 44',
        // A tie is broken by name.
        '100% Sure',
      ]);
      expect(names((await progressPage('sort=inProgress&order=desc&limit=2')).items)).toEqual(['Person 43', 'Person 44']);
      const notStarted = await progressPage('sort=notStarted&limit=3');
      expect(names(notStarted.items)).toEqual(['Person 44', 'Person 45', 'Person 43']);
      expect(notStarted.items.map((e) => e.courses.notStarted)).toEqual([0, 0, 1]);
      // Not Started first, then In Progress, then Completed; descending puts the one who finished first.
      const status = await progressPage('sort=status&order=desc&limit=3');
      expect(names(status.items)).toEqual(['Person 45', 'Person 43', 'Person 44']);
      expect(status.items[0]?.courses).toMatchObject({ total: 2, completed: 2 });
      expect(names((await progressPage('sort=status&limit=1')).items)).toEqual(['100% Sure']);
      // Every order pages the same rows once: page 2 goes on where page 1 stopped.
      const both = [...(await progressPage('sort=completed&limit=25')).items, ...(await progressPage('sort=completed&limit=25&page=2')).items];
      expect(new Set(both.map((e) => e.userId)).size).toBe(47);
    });

    it('searches by name or e-mail, any case, within the organization only', async () => {
      const needle = await progressPage('search=NEEDLE');
      expect(needle.total).toBe(1);
      expect(names(needle.items)).toEqual(['Needle Finder']);
      expect(needle.items[0]?.invitePending).toBe(false);
      await t.database.db.execute(sql`insert into invites (token_hash, user_id, expires_at)
        values ('finder-invite', ${ids.get('finder@lists-org.test')}, now() + interval '1 day')`);
      expect((await progressPage('search=needle')).items[0]?.invitePending).toBe(true);
      expect(names((await progressPage('search=p4')).items)).toEqual([
        'Person 40',
        'Person 41',
        'Person 42',
        'Person 43',
        'Person 44',
        'Person 45',
      ]);
      // The search's own % and _ are letters, not wildcards.
      expect(names((await progressPage('search=100%25')).items)).toEqual(['100% Sure']);
      expect((await progressPage('search=_')).total).toBe(0);
      expect(await progressPage(`search=${encodeURIComponent('  ')}`)).toMatchObject({ total: 47 });
      expect((await progressPage('search=stranger')).total).toBe(0);
    });

    it('counts each employee\'s enabled courses on the page', async () => {
      const [p44] = (await progressPage('search=p44@')).items;
      expect(p44?.courses).toEqual({
        total: 2,
        notStarted: 0,
        inProgress: 1,
        completed: 1,
        overdue: 0,
        inProgressDetails: [{ courseId: beta.id, title: 'Beta Lists Course', progress: 50 }],
        completedDetails: [{ courseId: alpha.id, title: 'Alpha Lists Course' }],
        notStartedDetails: [],
      });
    });

    it('is walled: another organization\'s admin gets 404 and their own list holds only their people', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/dashboard/users-progress?tenantId=${org.tenant.id}`,
        headers: bearer(other.adminToken),
      });
      expect(res.statusCode).toBe(404);
      const theirs = await progressPage('', other.adminToken, other.tenant.id);
      expect(theirs.total).toBe(3);
      expect(names(theirs.items)).toEqual(['100% Stranger', 'Needle Stranger', 'Person 01']);
      expect((await progressPage('search=finder', other.adminToken, other.tenant.id)).total).toBe(0);
    });
  });

  describe('recent activity', () => {
    it('lists the 20 employees who changed something last, newest first, from enabled courses only', async () => {
      // Persons 01-25 play Beta a second apart (01 longest ago), after 43, 44 and 45 played.
      for (let i = 1; i <= 25; i++) await setProgress(`p${pad(i)}@lists-org.test`, beta.id, 30, 100 - i);
      const recent = await get<ActivityEntry[]>(`/api/admin/dashboard/recent-activity?tenantId=${org.tenant.id}`);
      expect(names(recent)).toEqual(Array.from({ length: 20 }, (_, i) => `Person ${pad(25 - i)}`));
      expect(recent[0]?.lastActivityAt).toEqual(expect.any(String));
      expect(Date.parse(recent[0]?.lastActivityAt ?? '')).toBeGreaterThan(Date.parse(recent[1]?.lastActivityAt ?? ''));

      // With Beta switched off its records no longer count: only those who played Alpha are left.
      await setCourseEnabled(t.app, org.adminToken, org.tenant.id, beta.id, false);
      const alphaOnly = await get<ActivityEntry[]>(`/api/admin/dashboard/recent-activity?tenantId=${org.tenant.id}`);
      expect(names(alphaOnly)).toEqual(['Person 43', 'Person 44', 'Person 45']);
      expect(alphaOnly[1]?.courses.total).toBe(1);
      await setCourseEnabled(t.app, org.adminToken, org.tenant.id, beta.id, true);

      const theirs = await get<ActivityEntry[]>(`/api/admin/dashboard/recent-activity?tenantId=${other.tenant.id}`, other.adminToken);
      expect(theirs).toEqual([]);
    });
  });

  describe('the organization\'s users list', () => {
    const usersUrl = (query = '', tenantId = org.tenant.id) => `/api/tenant-admin/tenants/${tenantId}/users${query}`;

    it('answers the spec\'s whole array without paging, and a page with it', async () => {
      const all = await get<TenantUser[]>(usersUrl());
      expect(all).toHaveLength(48);
      expect(all.map((u) => u.role).filter((role) => role === 'ADMIN')).toHaveLength(1);
      const page = await get<Page<TenantUser>>(usersUrl('?page=2&limit=10'));
      expect(page).toMatchObject({ total: 48, page: 2, limit: 10 });
      expect(page.items.map((u) => u.name)).toEqual(all.slice(10, 20).map((u) => u.name));
      const byEmail = await get<Page<TenantUser>>(usersUrl('?limit=2&sort=email&order=desc'));
      expect(byEmail.items.map((u) => u.email)).toEqual(['sure@lists-org.test', 'p45@lists-org.test']);
      const needle = await get<Page<TenantUser>>(usersUrl('?page=1&search=needle'));
      expect(needle).toMatchObject({ total: 1, items: [{ name: 'Needle Finder', invitePending: true }] });
      // A search without a page answers the array of matches.
      expect((await get<TenantUser[]>(usersUrl('?search=finder'))).map((u) => u.email)).toEqual(['finder@lists-org.test']);
    });

    it('is walled', async () => {
      const res = await t.app.inject({ method: 'GET', url: usersUrl('?page=1'), headers: bearer(other.adminToken) });
      expect(res.statusCode).toBe(404);
      const theirs = await get<Page<TenantUser>>(usersUrl('?page=1&search=person', other.tenant.id), other.adminToken);
      expect(theirs.items.map((u) => u.email)).toEqual(['stranger0@other-lists.test']);
    });
  });

  describe('the super user\'s lists', () => {
    it('pages, orders and searches organizations by name', async () => {
      const all = await get<Tenant[]>('/api/tenants', superToken);
      expect(all.map((tenant) => tenant.name)).toEqual(['Lists Other Org', 'Lists Org']);
      const page = await get<Page<Tenant>>('/api/tenants?page=1&limit=1', superToken);
      expect(page).toMatchObject({ total: 2, page: 1, limit: 1, items: [{ name: 'Lists Other Org' }] });
      const byUsers = await get<Page<Tenant>>('/api/superadmin/tenants/active?limit=2&sort=userCount&order=desc', superToken);
      expect(byUsers.items.map((tenant) => [tenant.name, tenant.userCount])).toEqual([
        ['Lists Org', 47],
        ['Lists Other Org', 3],
      ]);
      const search = await get<Page<Tenant>>('/api/superadmin/tenants/active?page=1&search=OTHER', superToken);
      expect(search).toMatchObject({ total: 1, items: [{ name: 'Lists Other Org', enabledCourseCount: 0 }] });
      expect(await get<Page<Tenant>>('/api/superadmin/tenants/inactive?page=1', superToken)).toEqual({
        items: [],
        total: 0,
        page: 1,
        limit: 20,
      });
      const denied = await t.app.inject({ method: 'GET', url: '/api/tenants?page=1', headers: bearer(org.adminToken) });
      expect(denied.statusCode).toBe(403);
    });

    it('pages, orders and searches the catalogue by title', async () => {
      await insertReadyCourse(t.database.db, { title: 'Gamma Processing', status: 'processing' });
      const all = await get<Course[]>('/api/courses', superToken);
      expect(all.map((course) => course.title)).toEqual(['Gamma Processing', 'Beta Lists Course', 'Alpha Lists Course']);
      const byTitle = await get<Page<Course>>('/api/courses?page=1&limit=2&sort=title', superToken);
      expect(byTitle).toMatchObject({ total: 3, limit: 2 });
      expect(byTitle.items.map((course) => course.title)).toEqual(['Alpha Lists Course', 'Beta Lists Course']);
      const byEnrolled = await get<Page<Course>>('/api/courses?limit=1&sort=enrolledUsers&order=desc', superToken);
      expect(byEnrolled.items.map((course) => [course.title, course.enrolledUsers])).toEqual([['Beta Lists Course', 47]]);
      expect((await get<Page<Course>>('/api/courses?page=1&search=lists', superToken)).total).toBe(2);
      // An organization admin pages only ready courses.
      expect((await get<Page<Course>>('/api/courses?page=1')).total).toBe(2);
    });

    it('counts the cards in one summary', async () => {
      expect(await get<PlatformSummary>('/api/superadmin/summary', superToken)).toEqual({
        totalOrganizations: 2,
        organizationsAddedLastMonth: 2,
        totalCourses: 3,
        coursesAddedLastMonth: 3,
        totalUsers: 50,
      });
      const denied = await t.app.inject({ method: 'GET', url: '/api/superadmin/summary', headers: bearer(org.adminToken) });
      expect(denied.statusCode).toBe(403);
    });
  });
});
