import { API_PREFIX, AVATAR_DATA_URL_MAX_LENGTH, ERROR_CODES, MESSAGES } from '@school/contract';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  type onResponseHookHandler,
} from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { serializeError } from './lib/log-safety.ts';
import type { OutboxTiming } from './services/mail-outbox.ts';
import { authPlugin } from './plugins/app/auth.ts';
import { answerClientError, errorsPlugin } from './plugins/app/errors.ts';
import { housekeepingPlugin } from './plugins/app/housekeeping.ts';
import { mailOutboxPlugin } from './plugins/app/mail-outbox.ts';
import { requestBodyPlugin } from './plugins/app/request-body.ts';
import { servicesPlugin } from './plugins/app/services.ts';
import { telegramPlugin, type TelegramPollingOptions } from './plugins/app/telegram.ts';
import { vkidPlugin } from './plugins/app/vkid.ts';
import { dbPlugin } from './plugins/external/db.ts';
import { mailPlugin } from './plugins/external/mail.ts';
import { securityPlugin } from './plugins/external/security.ts';
import { staticPlugin } from './plugins/external/static.ts';
import { swaggerPlugin } from './plugins/external/swagger.ts';
import { adminInvitationRoutes } from './routes/admin/invitations/index.ts';
import { subjectRoutes } from './routes/admin/subjects/index.ts';
import { adminUserRoutes } from './routes/admin/users/index.ts';
import { auditRoutes } from './routes/audit/index.ts';
import { avatarRoutes } from './routes/avatars/index.ts';
import { configRoutes } from './routes/config/index.ts';
import { courseRoutes } from './routes/courses/index.ts';
import { homeworkRoutes } from './routes/homework/index.ts';
import { dashboardRoutes } from './routes/dashboard/index.ts';
import { fileRoutes } from './routes/files/index.ts';
import { routeGroup } from './routes/define.ts';
import { healthRoutes } from './routes/health/index.ts';
import { telegramRoutes } from './routes/integrations/telegram/index.ts';
import { vkRoutes } from './routes/integrations/vk/index.ts';
import { lessonRoutes } from './routes/lessons/index.ts';
import { lessonRemindersPlugin } from './services/lesson-reminders.ts';
import { telegramOutboxPlugin, type TelegramOutboxTiming } from './services/telegram-outbox.ts';
import { profileRoutes } from './routes/profile/index.ts';
import { recoveryRoutes } from './routes/recovery/index.ts';
import { registrationRoutes } from './routes/registration/index.ts';
import { sessionRoutes } from './routes/session/index.ts';

/* A 5 MB avatar is about 6.7 MB as base64 inside JSON, plus room for the other fields; anything
   larger is refused with 413. */
const BODY_LIMIT = AVATAR_DATA_URL_MAX_LENGTH + 64 * 1024;

/* Secrets that travel in a query string (get-vkuser's VK token, search-ticket's recovery ticket,
   VK ID's code and state on a redirect) never reach the log. */
const SECRET_QUERY = /([?&](?:[\w-]*token|ticket|code|code_verifier|state|password)=)[^&#]*/gi;
export const maskSecrets = (url: string): string => url.replace(SECRET_QUERY, '$1***');

/** The logger options with the request serializer of Fastify, its URL masked. */
function withMaskedUrls(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (typeof logger !== 'object' || logger === null) return logger;
  return {
    ...logger,
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: maskSecrets(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      err: serializeError,
      ...logger.serializers,
    },
  };
}

/**
 * One log line a request, when it is answered: method and masked URL (the req serializer above),
 * status and time, instead of Fastify's two ("incoming request", then "request completed").
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { req: request, res: reply, responseTime: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
  /** Sees every answer (the tests check each against the OpenAPI document). */
  onResponse?: onResponseHookHandler;
  /** Long-polling tuning of the Telegram bot (the tests shorten the lock retry). */
  telegramPolling?: TelegramPollingOptions;
  /** Retry and poll timing of the mail outbox (the tests shorten the delays). */
  mailOutbox?: Partial<OutboxTiming>;
  /** Retry and poll timing of the Telegram outbox (the tests shorten the delays). */
  telegramOutbox?: Partial<TelegramOutboxTiming>;
  /** The image an in-memory database starts from (the tests pass one already migrated). */
  databaseImage?: Blob;
}

/** The whole server: API under /server, the built app at /. Used by main.ts and by the tests. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const serverOptions: FastifyServerOptions = {
    logger: withMaskedUrls(options.logger ?? false),
    bodyLimit: BODY_LIMIT,
    /* Opening and migrating PGlite takes seconds, more on a busy machine. */
    pluginTimeout: 120_000,
    /* Fastify accepts a hop count too (documented), though its types list only the other forms. */
    trustProxy: config.trustProxy as FastifyServerOptions['trustProxy'],
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    /* A URL the router cannot even decode answers in the API's error format too. */
    frameworkErrors: (error, request, reply) => {
      request.log.info({ reason: error.message }, 'request refused');
      void (reply as FastifyReply).code(400).send({ message: MESSAGES.invalidInput, code: ERROR_CODES.badRequest });
    },
    clientErrorHandler: answerClientError,
    /* Fastify's own answer while closing is English; the hook below gives the API's. */
    return503OnClosing: false,
    logController: new OneLinePerRequest(),
  };
  const app = Fastify(serverOptions).withTypeProvider<ZodTypeProvider>();
  app.setSerializerCompiler(serializerCompiler);
  if (options.onResponse) app.addHook('onResponse', options.onResponse);
  /* A call arriving on a kept-alive connection while the server stops is not run: it gets a Russian
     503 and the connection closes, so the client's retry reaches a process that is up. */
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });
  /* A callback hook: it runs on every answer, and an async one costs a promise each time. */
  app.addHook('onRequest', (_request, reply, done) => {
    if (!stopping) return done();
    void reply
      .code(503)
      .header('connection', 'close')
      .send({ message: MESSAGES.serverStopping, code: ERROR_CODES.stopping });
  });

  await app.register(errorsPlugin);
  await app.register(requestBodyPlugin);
  await app.register(dbPlugin, { config, image: options.databaseImage });
  await app.register(mailPlugin, { config });
  await app.register(securityPlugin, { redisUrl: config.redisUrl });
  await app.register(swaggerPlugin, { publicUrl: config.publicUrl, serve: config.apiDocs });
  await app.register(authPlugin, { config });
  await app.register(housekeepingPlugin, { config });
  await app.register(mailOutboxPlugin, { config, timing: options.mailOutbox });
  await app.register(telegramPlugin, {
    config,
    ...(options.telegramPolling ? { polling: options.telegramPolling } : {}),
  });
  await app.register(lessonRemindersPlugin, { config });
  await app.register(telegramOutboxPlugin, { timing: options.telegramOutbox });
  await app.register(vkidPlugin, { config });
  await app.register(servicesPlugin, { config });

  await app.register(
    async (api) => {
      /* One group per domain; the domain is also the OpenAPI tag of its calls. */
      await api.register(routeGroup('health', healthRoutes));
      await api.register(routeGroup('config', configRoutes), { config });
      await api.register(routeGroup('session', sessionRoutes), { config });
      await api.register(routeGroup('registration', registrationRoutes), { config });
      await api.register(routeGroup('recovery', recoveryRoutes), { config });
      await api.register(routeGroup('profile', profileRoutes));
      await api.register(routeGroup('admin/users', adminUserRoutes));
      await api.register(routeGroup('admin/invitations', adminInvitationRoutes));
      await api.register(routeGroup('admin/subjects', subjectRoutes), { config });
      await api.register(routeGroup('audit', auditRoutes));
      await api.register(routeGroup('lessons', lessonRoutes));
      await api.register(routeGroup('courses', courseRoutes));
      await api.register(routeGroup('homework', homeworkRoutes));
      await api.register(routeGroup('dashboard', dashboardRoutes));
      await api.register(avatarRoutes);
      await api.register(fileRoutes, { config });
      await api.register(routeGroup('integrations/vk', vkRoutes), { config });
      await api.register(routeGroup('integrations/telegram', telegramRoutes));
    },
    { prefix: API_PREFIX },
  );
  await app.register(staticPlugin, { distDir: config.distDir });
  await app.ready();
  return app;
}
