/**
 * Method, path and auth level of every call, without the schemas. The app's first download reads
 * paths from here so that zod stays out of it (bundle budget); `endpoints` stays the one place of
 * the shapes. The `satisfies` below fails to compile if a path, method or level ever differs.
 */
import type { Endpoints } from './endpoints.ts';

type Route<N extends keyof Endpoints> = Pick<Endpoints[N], 'method' | 'path' | 'auth'>;

export const apiRoutes = {
  check: { method: 'GET', path: '/check', auth: 'none' },
  login: { method: 'POST', path: '/auth/login', auth: 'none' },
  getUser: { method: 'GET', path: '/auth/getuser', auth: 'bearer' },
  refreshToken: { method: 'POST', path: '/auth/refreshtoken', auth: 'none' },
  logout: { method: 'POST', path: '/auth/logout', auth: 'none' },
  checkLogin: { method: 'GET', path: '/auth/checklogin', auth: 'none' },
  getUserByEmail: { method: 'GET', path: '/api/getuserbyemail', auth: 'none' },
  createUser: { method: 'POST', path: '/auth/create-user', auth: 'none' },
  getTempUser: { method: 'GET', path: '/auth/get-tempuser', auth: 'none' },
  cancelReg: { method: 'GET', path: '/auth/cancel-reg', auth: 'none' },
  sendOtp: { method: 'POST', path: '/api/sendotp', auth: 'none' },
  checkOtp: { method: 'POST', path: '/auth/check-otp', auth: 'none' },
  register: { method: 'POST', path: '/auth/register', auth: 'none' },
  getSubjects: { method: 'GET', path: '/api/getsubj', auth: 'none' },
  resetPass: { method: 'POST', path: '/api/reset-pass', auth: 'none' },
  searchTicket: { method: 'GET', path: '/api/search-ticket', auth: 'none' },
  resetPassword: { method: 'POST', path: '/auth/reset-password', auth: 'none' },
  updateProfile: { method: 'POST', path: '/api/update-profile', auth: 'bearer' },
  getRoles: { method: 'GET', path: '/api/getroles', auth: 'bearer' },
  roleList: { method: 'GET', path: '/api/rolelist', auth: 'bearer' },
  getUsers: { method: 'GET', path: '/api/getusers', auth: 'senior' },
  newUser: { method: 'POST', path: '/api/newuser', auth: 'senior' },
  banUser: { method: 'POST', path: '/api/ban-user', auth: 'senior' },
  unbanUser: { method: 'POST', path: '/api/unban-user', auth: 'senior' },
  getTempUsers: { method: 'GET', path: '/api/gettempusers', auth: 'senior' },
  deleteTemp: { method: 'POST', path: '/api/deletetemp', auth: 'senior' },
  checkSubjectName: { method: 'GET', path: '/api/check-subjectname', auth: 'senior' },
  createSubject: { method: 'POST', path: '/api/create-subject', auth: 'senior' },
  updateSubject: { method: 'POST', path: '/api/update-subject', auth: 'senior' },
  audit: { method: 'GET', path: '/api/audit', auth: 'senior' },
  vkStart: { method: 'POST', path: '/auth/vk-start', auth: 'none' },
  exchangeVkCode: { method: 'POST', path: '/auth/exchange-vk-code', auth: 'none' },
  getVkUser: { method: 'GET', path: '/auth/get-vkuser', auth: 'none' },
  createVkUser: { method: 'POST', path: '/auth/create-vkuser', auth: 'none' },
  linkVkId: { method: 'POST', path: '/auth/link-vkid', auth: 'bearer' },
  unlinkVk: { method: 'POST', path: '/api/unlink-vk', auth: 'bearer' },
  tgLink: { method: 'POST', path: '/api/tg-link', auth: 'bearer' },
  getTgUser: { method: 'GET', path: '/api/get-tguser', auth: 'bearer' },
  unlinkTg: { method: 'POST', path: '/api/unlink-tg', auth: 'bearer' },
} as const satisfies { [N in keyof Endpoints]: Route<N> };

export type ApiRoutes = typeof apiRoutes;
