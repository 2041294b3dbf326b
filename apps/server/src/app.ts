import compress from '@fastify/compress';
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Env } from './config/env.ts';
import { durationToSeconds, publicBaseUrl, trustedProxies } from './config/env.ts';
import type { Database } from './db/database.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import { logRedaction } from './lib/log-redaction.ts';
import { createMediaLinkSigner } from './lib/media-links.ts';
import { memoizeLinks } from './lib/memoize-links.ts';
import { resolveSessionSecret } from './lib/session-secret.ts';
import { findPointsOfContact } from './modules/assignments/assignments.repository.ts';
import { assignmentsRoutes } from './modules/assignments/assignments.routes.ts';
import { courseCyclesRoutes } from './modules/assignments/course-cycles.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { authenticate, isSessionLive } from './modules/auth/auth.service.ts';
import { chatRoutes } from './modules/chat/chat.routes.ts';
import { ChatIndexCache } from './modules/chat/chat-index.ts';
import { aiTrailRoutes } from './modules/audit/ai-trail.routes.ts';
import { evidenceRoutes } from './modules/evidence/evidence.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { CourseContentService } from './modules/courses/course-content.service.ts';
import { coursesFeature } from './modules/courses/courses-feature.ts';
import { explanationsFeature } from './modules/explanations/explanations-feature.ts';
import { defineMailJob } from './modules/mail/mail-job.ts';
import type { MailOutbox } from './modules/mail/mail-outbox.ts';
import { defineReminderJob } from './modules/mail/reminder-job.ts';
import { reminderSettingsRoutes } from './modules/mail/reminder-settings.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import type { IngestEngines } from './ports/ingest-engines.ts';
import type { MailSender } from './ports/mail-sender.ts';
import { createMailSender } from './providers/mail/smtp-mail-sender.ts';
import { createIngestEngines, type Engines } from './providers/create-ingest-engines.ts';
import { createFileStorage } from './storage/create-file-storage.ts';
import type { FileStorage } from './ports/file-storage.ts';
import { OidcSignIn } from './modules/auth/oidc.service.ts';
import { oidcRoutes } from './modules/auth/oidc.routes.ts';
import { apiDocsRoutes } from './modules/health/api-docs.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { metricsRoutes } from './modules/health/metrics.routes.ts';
import { certificatesRoutes } from './modules/certificates/certificates.routes.ts';
import { createQuestionWriter } from './modules/quiz/create-question-writer.ts';
import { quizRoutes } from './modules/quiz/quiz.routes.ts';
import { learnerRoutes } from './modules/learner/learner.routes.ts';
import { progressRoutes } from './modules/progress/progress.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import type { SetupCode } from './modules/setup/setup-code.ts';
import { setupRoutes } from './modules/setup/setup.routes.ts';
import { tenantDetailsRoutes } from './modules/tenant-details/tenant-details.routes.ts';
import { defineRecordsPurgeJob } from './modules/tenants/records-purge-job.ts';
import { tenantsRoutes } from './modules/tenants/tenants.routes.ts';
import { testClockRoutes } from './modules/test-clock/test-clock.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { accessPlugin } from './plugins/access.ts';
import { bodyIdleTimeoutPlugin } from './plugins/body-idle-timeout.ts';
import { databasePlugin } from './plugins/database.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { heavyWorkGatesPlugin } from './plugins/heavy-work-gates.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { webAppPlugin } from './plugins/web-app.ts';

export interface AppDependencies {
  env: Env;
  database: Database;
  jobs: JobQueue;
  logger: Logger;
  /** Folder with the built web app (index.html); absent in API-only tests. */
  webDistDir?: string;
  /**
   * Files and the engines (decks, speech, and the one language engine that ingest, chat, quiz and the editor
   * share); built from the settings when absent.
   */
  storage?: FileStorage;
  engines?: IngestEngines;
  /** The first-run set-up code, present when the process started without a super user. */
  setupCode?: SetupCode;
  /** Where mail goes; built from SMTP_URL and MAIL_FROM when absent (none without SMTP_URL: mail is held). */
  mailSender?: MailSender;
}

/** The version the OpenAPI document names: the API's routes and payloads as the spec fixes them. */
const apiVersion = '1.0.0';

/** Builds the HTTP application from already-opened infrastructure; main.ts and the tests both use it. */
export async function buildApp(deps: AppDependencies) {
  const app = Fastify({
    // Addresses and headers that carry tokens are redacted before anything is written.
    loggerInstance: deps.logger.child({}, logRedaction),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    trustProxy: trustedProxies(deps.env.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // A body that never finishes (a lying Content-Length) or headers that never end are cut off.
    requestTimeout: deps.env.REQUEST_TIMEOUT_SECONDS * 1000,
    http: {
      headersTimeout: Math.min(deps.env.HEADERS_TIMEOUT_SECONDS, deps.env.REQUEST_TIMEOUT_SECONDS) * 1000,
      connectionsCheckingInterval: 1000,
    },
    return503OnClosing: true,
    // Every schema is zod (set just below), so Fastify's default compilers (ajv, fast-json-stringify) are never
    // built; their factory types speak JSON Schema, hence the casts.
    schemaController: {
      compilersFactory: { buildValidator: () => validatorCompiler as never, buildSerializer: () => serializerCompiler as never },
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.decorate('env', deps.env);
  app.decorate('jobs', deps.jobs);

  await app.register(errorsPlugin);
  // Before any route: the OpenAPI document collects every route as it is registered.
  await app.register(openApiPlugin, { version: apiVersion });
  await app.register(metricsPlugin, { enabled: Boolean(deps.env.METRICS_TOKEN || deps.env.METRICS_ALLOW) });
  await app.register(bodyIdleTimeoutPlugin, { idleMs: deps.env.BODY_IDLE_TIMEOUT_SECONDS * 1000 });
  // API answers and the web app's files, compressed for clients that accept it (media opt out: ranges).
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  await app.register(securityHeadersPlugin, { webDistDir: deps.webDistDir });
  await app.register(databasePlugin, { database: deps.database });
  const authSettings = {
    secret: resolveSessionSecret(deps.env),
    ttlSeconds: durationToSeconds(deps.env.SESSION_TTL),
  };
  // The access plugin sits below the modules: it is handed the auth module's session check.
  await app.register(accessPlugin, { authenticate: (token) => authenticate(deps.database.db, authSettings, token) });
  await app.register(heavyWorkGatesPlugin, { modelWrites: Boolean(deps.env.AI_BASE_URL) });
  // One signer for every media link the API hands out; /api/media verifies with the same key and asks the
  // auth module whether the session a link was made for is still live.
  const mediaLinks = memoizeLinks(
    createMediaLinkSigner({ secret: authSettings.secret, holderIsLive: (holder) => isSessionLive(deps.database.db, holder) }),
  );
  // Engines built here (not handed in) stop their speech workers with the app. Their language engine is the
  // only one: every feature that writes text is handed it.
  const courseEngines = deps.engines ?? createIngestEngines(deps.env, deps.logger);
  if (!deps.engines && 'close' in courseEngines) app.addHook('onClose', () => (courseEngines as Engines).close());

  const storage = deps.storage ?? (await createFileStorage(deps.env));

  // Every message goes to the outbox; with an SMTP server the durable mail-send job sends it.
  const mailSender = deps.mailSender ?? createMailSender(deps.env);
  if (mailSender) {
    defineMailJob(deps.jobs, { db: deps.database.db, sender: mailSender });
    if (!deps.mailSender) app.addHook('onClose', () => mailSender.close());
  }
  const mail: MailOutbox = {
    db: deps.database.db,
    jobs: deps.jobs,
    sending: mailSender !== undefined,
    publicBase: publicBaseUrl(deps.env),
    onJobError: (error) => deps.logger.error({ err: error }, 'mail stored in the outbox; its job is sent at the next start'),
  };
  // Due-soon and overdue reminders: a daily sweep into the outbox (held without SMTP, like every message).
  defineReminderJob(deps.jobs, mail);
  // Deleted organizations whose retention period ended: a daily removal of their records.
  defineRecordsPurgeJob(deps.jobs, { db: deps.database.db, storage });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(apiDocsRoutes);
      await api.register(metricsRoutes);
      await api.register(authRoutes, { settings: authSettings });
      await api.register(setupRoutes, { settings: authSettings, code: deps.setupCode });
      await api.register(oidcRoutes, { oidc: new OidcSignIn(deps.env, deps.database.db, authSettings) });
      await api.register(tenantsRoutes);
      await api.register(usersRoutes, { mail });
      await api.register(contactRoutes);
      await api.register(tenantDetailsRoutes);
      await api.register(assignmentsRoutes, { signer: mediaLinks });
      await api.register(courseCyclesRoutes);
      await api.register(learnerRoutes, { signer: mediaLinks });
      await api.register(progressRoutes);
      await api.register(reminderSettingsRoutes);
      await api.register(reportsRoutes);
      await api.register(aiTrailRoutes);
      await api.register(evidenceRoutes, { storage });
      await api.register(quizRoutes, { storage, writeQuestions: createQuestionWriter(courseEngines.language, deps.logger) });
      await api.register(certificatesRoutes, { storage });
      const pendingAudits = new Set<Promise<void>>();
      api.addHook('onClose', async () => {
        await Promise.allSettled([...pendingAudits]);
      });
      await api.register(chatRoutes, {
        deps: {
          db: deps.database.db,
          pendingAudits,
          onAuditError: (error) => deps.logger.error({ err: error }, 'AI audit entry not recorded'),
          indexes: new ChatIndexCache(),
          language: courseEngines.language,
        },
      });
      // An organization's copy names the points of contact it set when assigning the course.
      const pointsOfContact = (tenantId: string, courseId: string) => findPointsOfContact(deps.database.db, tenantId, courseId);
      const content = new CourseContentService(deps.database.db, mediaLinks);
      await api.register(coursesFeature, {
        env: deps.env,
        db: deps.database.db,
        jobs: deps.jobs,
        logger: deps.logger,
        storage,
        engines: courseEngines,
        signer: mediaLinks,
        content,
        findPointsOfContact: pointsOfContact,
      });
      await api.register(explanationsFeature, {
        db: deps.database.db,
        jobs: deps.jobs,
        logger: deps.logger,
        storage,
        engines: courseEngines,
        language: courseEngines.language,
        content,
        findPointsOfContact: pointsOfContact,
      });
      await api.register(mediaRoutes, { storage, signer: mediaLinks });
      // Tests only (the settings refuse COMPLYRA_TEST_CLOCK outside NODE_ENV=test): move the compliance clock.
      if (deps.env.COMPLYRA_TEST_CLOCK && deps.env.NODE_ENV === 'test') await api.register(testClockRoutes, { mail });
    },
    { prefix: '/api' },
  );

  await app.register(webAppPlugin, { distDir: deps.webDistDir });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    jobs: JobQueue;
  }
}
