import {
  API_PREFIX,
  ERROR_CODES,
  MESSAGES,
  apiErrorSchema,
  endpointNames,
  endpoints,
  routeDocs,
  routes,
  type EndpointDefinition,
  type EndpointName,
  type MessageKey,
} from '@school/contract';
import { z } from 'zod';

/** The domains of routes/<domain>/, one OpenAPI tag each, in the order the document lists them. */
export const API_DOMAINS = {
  health: 'Состояние сервера',
  config: 'Какие интеграции включены',
  session: 'Вход, токены, текущий пользователь, выход',
  registration: 'Регистрация: проверка логина и почты, заявка, код подтверждения, анкета',
  recovery: 'Восстановление пароля по ссылке из письма',
  profile: 'Свой профиль и роли',
  'admin/users': 'Пользователи: список, блокировка (SENIOR)',
  'admin/invitations': 'Приглашения сотрудников и незавершенные регистрации (SENIOR)',
  'admin/subjects': 'Предметы: список и управление (SENIOR)',
  audit: 'Журнал действий сотрудников (SENIOR)',
  lessons: 'Расписание занятий, календарь для телефона',
  courses: 'Курсы, их программа и ученики; преподаватели',
  homework: 'Домашние задания: сдача, проверка, журнал',
  dashboard: 'Числа карточек главной',
  'integrations/vk': 'Вход и регистрация через VK ID',
  'integrations/telegram': 'Привязка Telegram-бота',
} as const;
export type ApiDomain = keyof typeof API_DOMAINS;

/** What the route adds to its table entry at run time. */
export interface RouteFacts {
  /** A per-address limit (@fastify/rate-limit) guards the route. */
  rateLimited: boolean;
  /** Statuses the server gives on top of the contract's, e.g. 404 for a feature of a later issue. */
  extraStatuses?: readonly number[] | undefined;
}

/**
 * Every error status a call can answer: the contract's list for it (`routeDocs[name].errors`), and,
 * so that the document never understates the server, what api.md's General section gives every
 * call of the route's kind: 400 on any path (a URL the router cannot decode, invalid input),
 * 413 for any POST body over the limit, 401 and 403 (a banned account, or a role refusal for
 * SENIOR calls) for calls with a token, 429 behind a rate limit, and 503 for any call that
 * arrives while the server stops (it did not run; repeat it). A server test checks that the
 * contract's list already holds all of these, so the app and the mocks read the same statuses.
 */
export function declaredStatuses(name: EndpointName, facts: RouteFacts): number[] {
  const route = routes[name];
  const statuses = new Set<number>([400, ...routeDocs[name].errors, ...(facts.extraStatuses ?? [])]);
  if (route.method === 'POST') statuses.add(413);
  if (route.auth !== 'none') {
    statuses.add(401);
    statuses.add(403);
  }
  if (facts.rateLimited) statuses.add(429);
  statuses.add(503);
  return [...statuses].sort((a, b) => a - b);
}

/** The table entry of a registered route, by its method and full URL. */
export function endpointAt(method: string, url: string): EndpointName | undefined {
  const wanted = method === 'HEAD' ? 'GET' : method;
  return endpointNames.find((name) => routes[name].method === wanted && `${API_PREFIX}${routes[name].path}` === url);
}

type ErrorCode = keyof typeof ERROR_CODES;

/**
 * One shared answer per error status: what it means, with the bodies the server really sends for it,
 * as the messages each code goes with (a status may carry several codes, e.g. 403's ban and refusal).
 */
const ERROR_RESPONSES: Record<
  number,
  { name: string; description: string; examples: Partial<Record<ErrorCode, MessageKey[]>> }
> = {
  400: {
    name: 'BadRequest',
    description: 'Неверные входные данные (сообщение называет нарушенное правило) или неразборчивый запрос',
    examples: { badRequest: ['invalidInput', 'loginTooShort', 'emailInvalid'], otpWrong: ['otpWrong'] },
  },
  401: {
    name: 'Unauthorized',
    description:
      'Нет токена, он истек или недействителен; у входа — неверная пара логин/пароль; VK ID не подтвердил токен VK',
    examples: { unauthorized: ['unauthorized', 'invalidToken', 'wrongCredentials', 'vkTokenInvalid'] },
  },
  403: {
    name: 'Forbidden',
    description: `Учетная запись заблокирована (code ${ERROR_CODES.banned}) или нет прав (code ${ERROR_CODES.forbidden})`,
    examples: { banned: ['banned'], forbidden: ['forbidden', 'sameRoleEdit'] },
  },
  404: {
    name: 'NotFound',
    description: 'Не найдено; у вызовов VK ID и Telegram — функция не настроена',
    examples: {
      notFound: ['tempUserNotFound', 'ticketExpired', 'userNotFound', 'vkNotConfigured', 'vkUserNotFound'],
    },
  },
  409: {
    name: 'Conflict',
    description: 'Занято: логин, почта, краткое название предмета или VK ID',
    examples: { conflict: ['loginTaken', 'emailTaken', 'subjectShortnameTaken', 'vkAlreadyLinked'] },
  },
  413: {
    name: 'PayloadTooLarge',
    description: 'Слишком большое тело запроса или изображение',
    examples: { payloadTooLarge: ['payloadTooLarge', 'avatarTooLarge', 'fileTooLarge'] },
  },
  415: {
    name: 'UnsupportedMediaType',
    description: 'Файл не изображение, PDF, DOCX, PPTX или XLSX (тип читается по содержимому, не по имени)',
    examples: { unsupportedMediaType: ['fileTypeUnsupported'] },
  },
  429: {
    name: 'TooManyRequests',
    description: 'Слишком много запросов или попыток; повторите позже',
    examples: { rateLimited: ['tooManyAttempts', 'otpRateLimited', 'otpTooManyAttempts'] },
  },
  502: {
    name: 'VkIdUnavailable',
    description: 'VK ID не ответил за 10 с, недоступен или ответил не по протоколу; можно повторить позже',
    examples: { serverError: ['vkUnavailable'] },
  },
  503: {
    name: 'Stopping',
    description:
      'Сервер останавливается (перезапуск или обновление) или, для /check/ready, база данных не отвечает: вызов не выполнен, его можно повторить',
    examples: { stopping: ['serverStopping', 'databaseUnavailable'] },
  },
};

interface OpenApiOperation {
  operationId?: string;
  requestBody?: { required?: boolean };
  responses?: Record<string, unknown>;
}

interface OpenApiDocument {
  info: Record<string, unknown>;
  servers?: unknown[];
  tags?: unknown[];
  components?: { schemas?: Record<string, unknown>; responses?: Record<string, unknown> };
  paths?: Record<string, Record<string, OpenApiOperation>>;
}

/**
 * Completes the document @fastify/swagger built from the routes: the shared error schema and
 * answers, each operation's error statuses (`statusesOf(operationId)`), the tags with their
 * descriptions and a relative server.
 */
export function completeDocument<D extends object>(
  document: D,
  statusesOf: (operationId: string) => readonly number[] | undefined,
): D {
  const doc = document as D & OpenApiDocument;
  const used = new Set<number>();
  for (const operations of Object.values(doc.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      const name = operation.operationId as EndpointName | undefined;
      const statuses = name ? statusesOf(name) : undefined;
      if (!name || !statuses) continue;
      const responses: Record<string, unknown> = { ...operation.responses };
      if (responses['200']) responses['200'] = { ...(responses['200'] as object), description: 'Успешный ответ' };
      for (const status of statuses) {
        used.add(status);
        responses[String(status)] = { $ref: `#/components/responses/${ERROR_RESPONSES[status]!.name}` };
      }
      operation.responses = responses;
      /* An absent body reads as {} (plugins/app/request-body.ts): a body whose fields are all optional may be left out. */
      const body = (endpoints[name] as EndpointDefinition).body;
      if (operation.requestBody && body?.safeParse({}).success) operation.requestBody.required = false;
    }
  }
  const responses: Record<string, unknown> = {};
  for (const status of [...used].sort((a, b) => a - b)) {
    const { name, description, examples } = ERROR_RESPONSES[status]!;
    responses[name] = {
      description,
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/ApiError' },
          examples: Object.fromEntries(
            Object.entries(examples).flatMap(([code, messages]) =>
              messages.map((message) => [
                message,
                { value: { message: MESSAGES[message], code: ERROR_CODES[code as ErrorCode] } },
              ]),
            ),
          ),
        },
      },
    };
  }
  doc.components = {
    ...doc.components,
    schemas: {
      ...doc.components?.schemas,
      ApiError: z.toJSONSchema(apiErrorSchema, { target: 'openapi-3.0' }),
    },
    responses,
  };
  doc.tags = Object.entries(API_DOMAINS).map(([name, description]) => ({ name, description }));
  /* Relative: the document is served by the process it describes, wherever PUBLIC_URL points. */
  doc.servers = [{ url: '/' }];
  return doc;
}
