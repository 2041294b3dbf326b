import { escapeHtml } from './invite-mail.ts';
import { isoWeekOf } from './iso-week.ts';
import { listOpenDueCourses, listOrganizationAdmins } from './mail.repository.ts';
import { type MailOutbox, queueMail } from './mail-outbox.ts';
import { openCourseDueAt } from './reminder-mail.ts';
import { complianceNow } from '../../lib/clock.ts';

export interface OverdueCourse {
  title: string;
  employees: { name: string; email: string; dueAt: Date }[];
}

/** The digest's subject, text and HTML: each course with its overdue employees and their due dates. */
export function composeOverdueDigest(input: {
  organization: string;
  name: string;
  week: string;
  courses: OverdueCourse[];
  link: string;
}) {
  const people = input.courses.reduce((sum, course) => sum + course.employees.length, 0);
  const subject = `${input.organization}: ${people === 1 ? '1 overdue training' : `${people} overdue trainings`} (${input.week})`;
  const line = (e: OverdueCourse['employees'][number]) => `${e.name} <${e.email}>, due ${e.dueAt.toISOString().slice(0, 10)}`;
  const text = [
    `Hello ${input.name},`,
    '',
    `These employees of ${input.organization} have not finished training that is past its due date:`,
    ...input.courses.flatMap((course) => ['', `${course.title} (${course.employees.length})`, ...course.employees.map((e) => `- ${line(e)}`)]),
    '',
    'Open the admin dashboard:',
    input.link,
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(input.name)},</p>`,
    `<p>These employees of ${escapeHtml(input.organization)} have not finished training that is past its due date:</p>`,
    ...input.courses.map(
      (course) =>
        `<h3>${escapeHtml(course.title)} (${course.employees.length})</h3>\n<ul>${course.employees.map((e) => `<li>${escapeHtml(line(e))}</li>`).join('')}</ul>`,
    ),
    `<p><a href="${escapeHtml(input.link)}">Open the admin dashboard</a><br>${escapeHtml(input.link)}</p>`,
  ].join('\n');
  return { subject, text, html };
}

const byNameThenEmail = (a: { name: string; email: string }, b: { name: string; email: string }) =>
  a.name.localeCompare(b.name) || a.email.localeCompare(b.email);

/**
 * The weekly digest: to each organization admin, once per ISO week, the organization's overdue employees
 * per course (mandatory or not: overdue is overdue). Nothing when no one is overdue. Returns how many are new.
 */
export async function sweepOverdueDigests(mail: MailOutbox, now = complianceNow()): Promise<number> {
  const byOrganization = new Map<string, Map<string, OverdueCourse>>();
  for (const row of await listOpenDueCourses(mail.db)) {
    const dueAt = openCourseDueAt(row);
    if (!dueAt || dueAt.getTime() >= now.getTime()) continue;
    const courses = byOrganization.get(row.tenantId) ?? new Map<string, OverdueCourse>();
    byOrganization.set(row.tenantId, courses);
    const course = courses.get(row.courseId) ?? { title: row.title, employees: [] };
    courses.set(row.courseId, course);
    course.employees.push({ name: row.name, email: row.email, dueAt });
  }
  if (byOrganization.size === 0) return 0;
  const week = isoWeekOf(now);
  let queued = 0;
  for (const admin of await listOrganizationAdmins(mail.db)) {
    const courses = byOrganization.get(admin.tenantId);
    if (!courses) continue;
    const sorted = [...courses.values()]
      .sort((a, b) => a.title.localeCompare(b.title))
      .map((course) => ({ ...course, employees: course.employees.sort(byNameThenEmail) }));
    const isNew = await queueMail(mail, {
      tenantId: admin.tenantId,
      toEmail: admin.email,
      kind: 'overdue-digest',
      dedupeKey: `overdue-digest:${admin.userId}:${week}`,
      ...composeOverdueDigest({
        organization: admin.organization,
        name: admin.name,
        week,
        courses: sorted,
        link: `${mail.publicBase}/admin/dashboard`,
      }),
    });
    if (isNew) queued++;
  }
  return queued;
}
