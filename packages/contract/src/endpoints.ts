/**
 * The one table of server calls (api.md). The server registers its routes from it, the app builds
 * its requests from it and the mocks answer every entry, so a path or a shape changes here only.
 */
import type { z } from 'zod';
import { API_PREFIX } from './constants.ts';
import {
  checkLoginQuerySchema,
  getUserByEmailQuerySchema,
  loginBodySchema,
  logoutBodySchema,
  refreshTokenBodySchema,
  refreshTokenResponseSchema,
  resetPassBodySchema,
  resetPasswordBodySchema,
  searchTicketQuerySchema,
} from './schemas/auth.ts';
import {
  auditQuerySchema,
  auditResponseSchema,
  newUserBodySchema,
  roleListQuerySchema,
  roleListResponseSchema,
} from './schemas/admin.ts';
import {
  idBodySchema,
  idQuerySchema,
  idResponseSchema,
  messageSchema,
  okSchema,
  tokensSchema,
  usernameBodySchema,
} from './schemas/common.ts';
import { healthResponseSchema } from './schemas/health.ts';
import { updateProfileBodySchema } from './schemas/profile.ts';
import {
  checkOtpBodySchema,
  checkOtpResponseSchema,
  createUserBodySchema,
  registerBodySchema,
  sendOtpResponseSchema,
  tempUserSchema,
} from './schemas/registration.ts';
import {
  checkSubjectNameQuerySchema,
  subjectBodySchema,
  subjectListSchema,
  subjectSchema,
} from './schemas/subjects.ts';
import { getTgUserQuerySchema, tgLinkResponseSchema, unlinkTgBodySchema } from './schemas/telegram.ts';
import { roleSchema, userSchema } from './schemas/users.ts';
import {
  createVkUserResponseSchema,
  exchangeVkCodeBodySchema,
  exchangeVkCodeResponseSchema,
  linkVkIdBodySchema,
  unlinkVkBodySchema,
  vkProfileSchema,
  vkStartResponseSchema,
} from './schemas/vk.ts';

export type HttpMethod = 'GET' | 'POST';

/** none: anyone; bearer: a valid access token of a non-banned user; senior: bearer with SENIOR in the roles. */
export type AuthLevel = 'none' | 'bearer' | 'senior';

export interface EndpointDefinition {
  method: HttpMethod;
  /** Relative to API_PREFIX. */
  path: string;
  auth: AuthLevel;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Body of the 200 answer; failures answer with `ApiError`. */
  response: z.ZodType;
}

export const endpoints = {
  check: { method: 'GET', path: '/check', auth: 'none', response: healthResponseSchema },

  // --- session ---------------------------------------------------------------------------
  login: { method: 'POST', path: '/auth/login', auth: 'none', body: loginBodySchema, response: tokensSchema },
  getUser: { method: 'GET', path: '/auth/getuser', auth: 'bearer', response: userSchema },
  refreshToken: {
    method: 'POST',
    path: '/auth/refreshtoken',
    auth: 'none',
    body: refreshTokenBodySchema,
    response: refreshTokenResponseSchema,
  },
  logout: { method: 'POST', path: '/auth/logout', auth: 'none', body: logoutBodySchema, response: okSchema },

  // --- registration ----------------------------------------------------------------------
  checkLogin: {
    method: 'GET',
    path: '/auth/checklogin',
    auth: 'none',
    query: checkLoginQuerySchema,
    response: messageSchema,
  },
  getUserByEmail: {
    method: 'GET',
    path: '/api/getuserbyemail',
    auth: 'none',
    query: getUserByEmailQuerySchema,
    response: messageSchema,
  },
  createUser: {
    method: 'POST',
    path: '/auth/create-user',
    auth: 'none',
    body: createUserBodySchema,
    response: idResponseSchema,
  },
  getTempUser: {
    method: 'GET',
    path: '/auth/get-tempuser',
    auth: 'none',
    query: idQuerySchema,
    response: tempUserSchema,
  },
  cancelReg: { method: 'GET', path: '/auth/cancel-reg', auth: 'none', query: idQuerySchema, response: okSchema },
  sendOtp: { method: 'POST', path: '/api/sendotp', auth: 'none', body: idBodySchema, response: sendOtpResponseSchema },
  checkOtp: {
    method: 'POST',
    path: '/auth/check-otp',
    auth: 'none',
    body: checkOtpBodySchema,
    response: checkOtpResponseSchema,
  },
  register: { method: 'POST', path: '/auth/register', auth: 'none', body: registerBodySchema, response: tokensSchema },
  getSubjects: { method: 'GET', path: '/api/getsubj', auth: 'none', response: subjectListSchema },

  // --- password recovery -----------------------------------------------------------------
  resetPass: { method: 'POST', path: '/api/reset-pass', auth: 'none', body: resetPassBodySchema, response: okSchema },
  searchTicket: {
    method: 'GET',
    path: '/api/search-ticket',
    auth: 'none',
    query: searchTicketQuerySchema,
    response: okSchema,
  },
  resetPassword: {
    method: 'POST',
    path: '/auth/reset-password',
    auth: 'none',
    body: resetPasswordBodySchema,
    response: okSchema,
  },

  // --- profile and roles -----------------------------------------------------------------
  updateProfile: {
    method: 'POST',
    path: '/api/update-profile',
    auth: 'bearer',
    body: updateProfileBodySchema,
    response: userSchema,
  },
  getRoles: { method: 'GET', path: '/api/getroles', auth: 'bearer', response: roleSchema.array() },
  roleList: {
    method: 'GET',
    path: '/api/rolelist',
    auth: 'bearer',
    query: roleListQuerySchema,
    response: roleListResponseSchema,
  },

  // --- admin (SENIOR) --------------------------------------------------------------------
  getUsers: { method: 'GET', path: '/api/getusers', auth: 'senior', response: userSchema.array() },
  newUser: {
    method: 'POST',
    path: '/api/newuser',
    auth: 'senior',
    body: newUserBodySchema,
    response: idResponseSchema,
  },
  banUser: { method: 'POST', path: '/api/ban-user', auth: 'senior', body: usernameBodySchema, response: okSchema },
  unbanUser: { method: 'POST', path: '/api/unban-user', auth: 'senior', body: usernameBodySchema, response: okSchema },
  getTempUsers: { method: 'GET', path: '/api/gettempusers', auth: 'senior', response: tempUserSchema.array() },
  deleteTemp: { method: 'POST', path: '/api/deletetemp', auth: 'senior', body: idBodySchema, response: okSchema },
  checkSubjectName: {
    method: 'GET',
    path: '/api/check-subjectname',
    auth: 'senior',
    query: checkSubjectNameQuerySchema,
    response: messageSchema,
  },
  createSubject: {
    method: 'POST',
    path: '/api/create-subject',
    auth: 'senior',
    body: subjectBodySchema,
    response: subjectSchema,
  },
  updateSubject: {
    method: 'POST',
    path: '/api/update-subject',
    auth: 'senior',
    body: subjectBodySchema,
    response: subjectSchema,
  },
  audit: { method: 'GET', path: '/api/audit', auth: 'senior', query: auditQuerySchema, response: auditResponseSchema },

  // --- VK ID -----------------------------------------------------------------------------
  vkStart: { method: 'POST', path: '/auth/vk-start', auth: 'none', response: vkStartResponseSchema },
  exchangeVkCode: {
    method: 'POST',
    path: '/auth/exchange-vk-code',
    auth: 'none',
    body: exchangeVkCodeBodySchema,
    response: exchangeVkCodeResponseSchema,
  },
  getVkUser: { method: 'GET', path: '/auth/get-vkuser', auth: 'none', query: vkProfileSchema, response: tokensSchema },
  createVkUser: {
    method: 'POST',
    path: '/auth/create-vkuser',
    auth: 'none',
    body: vkProfileSchema,
    response: createVkUserResponseSchema,
  },
  linkVkId: { method: 'POST', path: '/auth/link-vkid', auth: 'bearer', body: linkVkIdBodySchema, response: okSchema },
  unlinkVk: { method: 'POST', path: '/api/unlink-vk', auth: 'bearer', body: unlinkVkBodySchema, response: okSchema },

  // --- Telegram bot ----------------------------------------------------------------------
  tgLink: { method: 'POST', path: '/api/tg-link', auth: 'bearer', response: tgLinkResponseSchema },
  getTgUser: {
    method: 'GET',
    path: '/api/get-tguser',
    auth: 'bearer',
    query: getTgUserQuerySchema,
    response: messageSchema,
  },
  unlinkTg: { method: 'POST', path: '/api/unlink-tg', auth: 'bearer', body: unlinkTgBodySchema, response: okSchema },
} as const satisfies Record<string, EndpointDefinition>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

export const endpointNames = Object.keys(endpoints) as EndpointName[];

/** What a caller sends as the JSON body; `undefined` for calls without one. */
export type EndpointBody<N extends EndpointName> = Endpoints[N] extends { body: infer S extends z.ZodType }
  ? z.input<S>
  : undefined;
/** What a caller puts in the query string (numbers may be given as strings). */
export type EndpointQuery<N extends EndpointName> = Endpoints[N] extends { query: infer S extends z.ZodType }
  ? z.input<S>
  : undefined;
/** The body after validation, as the server's handler sees it (trimmed, defaults applied). */
export type EndpointParsedBody<N extends EndpointName> = Endpoints[N] extends { body: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;
export type EndpointParsedQuery<N extends EndpointName> = Endpoints[N] extends { query: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;
/** Body of the 200 answer. */
export type EndpointResponse<N extends EndpointName> = z.output<Endpoints[N]['response']>;

/** Absolute path of a call, e.g. endpointUrl('login') === '/server/auth/login'. */
export const endpointUrl = (name: EndpointName): string => `${API_PREFIX}${endpoints[name].path}`;
