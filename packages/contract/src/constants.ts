/**
 * Business constants of platform.md section 9 and api.md. The UI, the server and the mocks read
 * them from here so a limit changes in one place.
 */

/** Every server path lives under this prefix; the single-page app owns everything else. */
export const API_PREFIX = '/server' as const;

// ---------------------------------------------------------------------------
// Field limits
// ---------------------------------------------------------------------------

export const CODE_LENGTH = 6;
export const LOGIN_MIN_LENGTH = 4;
/* Upper bounds are ours, not the spec's: they keep huge strings out of the database and the logs. */
export const LOGIN_MAX_LENGTH = 32;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
export const NAME_MAX_LENGTH = 100;
/* RFC 5321 path limit. */
export const EMAIL_MAX_LENGTH = 254;
export const PHONE_MAX_LENGTH = 32;
export const SHORTNAME_MAX_LENGTH = 32;
export const ID_MAX_LENGTH = 128;
export const TOKEN_MAX_LENGTH = 4096;
export const TICKET_MAX_LENGTH = 512;
export const URL_MAX_LENGTH = 2048;

// ---------------------------------------------------------------------------
// Questionnaire (anket) and subjects
// ---------------------------------------------------------------------------

export const SUBJECTS_MIN = 2;
export const SUBJECTS_MAX = 5;
/** Classes in the order the questionnaire offers them. */
export const CLASSES = [11, 10, 9, 8, 7, 6, 5] as const;
export type SchoolClass = (typeof CLASSES)[number];
export const CLASS_MIN = 5;
export const CLASS_MAX = 11;
/** Classes whose target score is an exam score (subject min..max) rather than a school mark. */
export const EXAM_CLASSES = [10, 11] as const;
/** Target-score range for classes 5-9: a school mark. */
export const SCHOOL_MARK_RANGE = { min: 3, max: 5, default: 3 } as const;
export const SCORE_STEP = 1;
/** Bounds of a subject's min and max score in the admin area. */
export const SUBJECT_SCORE_MIN = 0;
export const SUBJECT_SCORE_MAX = 100;

// ---------------------------------------------------------------------------
// Timing (milliseconds unless the name says otherwise)
// ---------------------------------------------------------------------------

/** Username, password and subject short-name checks start this long after typing stops. */
export const DEBOUNCE_MS = 1000;
export const EMAIL_DEBOUNCE_MS = 1300;
/** Code step: pause before the result of a check is shown. */
export const CODE_CHECK_DELAY_MS = 600;
/** Code step: pause between the success state and the next step. */
export const CODE_SUCCESS_DELAY_MS = 300;
export const REDIRECT_AFTER_REGISTRATION_MS = 1200;
export const REDIRECT_AFTER_RESET_MS = 1000;
/** After the registration dialog creates a temp user, and after a failed VK ID link. */
export const REDIRECT_AFTER_DIALOG_MS = 1500;
export const REDIRECT_AFTER_FAILED_LINK_MS = 1500;
/** User-fetch delay and logout spinner. */
export const LOADING_DELAY_MS = 600;
export const COUNTDOWN_TICK_MS = 1000;
export const TELEGRAM_POLL_MS = 5000;
export const TOAST_MS = 5000;
export const COOKIE_LIFETIME_DAYS = 7;

// ---------------------------------------------------------------------------
// Security lifetimes and limits (api.md)
// ---------------------------------------------------------------------------

export const RECOVERY_TICKET_TTL_S = 3600;
/** Marker inside a decoded recovery ticket; the issue time in ms follows it. */
export const TICKET_TIMESTAMP_MARKER = 'TIMESTAMP';
export const OTP_TTL_MS = 10 * 60 * 1000;
/** A new code may be sent this long after the previous one (the server's sendOTPAt). */
export const OTP_RESEND_AFTER_S = 60;
/** After this many wrong codes the code is void until a new one is sent. */
export const OTP_MAX_ATTEMPTS = 5;
/** Code mails an hour, per registration and also per e-mail address across all its registrations. */
export const OTP_MAX_SENDS_PER_HOUR = 5;
/**
 * Code checks an hour per e-mail address, across all its registrations: cancelling a registration
 * and starting again gives a fresh code 5 guesses, but the address no more than these.
 */
export const OTP_MAX_CHECKS_PER_EMAIL_PER_HOUR = 15;
/** A staff invitation (POST /api/newuser) holds its login link this long; a resend renews it. */
export const INVITATION_TTL_DAYS = 14;
/** POST /api/newuser/bulk: rows in one call (413 beyond). */
export const BULK_INVITE_MAX_ROWS = 500;
/** A self-registration (dialog or VK ID) waits this long for its e-mail code and questionnaire. */
export const SELF_REGISTRATION_TTL_DAYS = 7;
/** An invitation may be e-mailed again this long after its last send (429 before). */
export const INVITATION_RESEND_AFTER_S = 60;
/**
 * An expired invitation stays listed (marked, removable, renewable by a resend) this long before
 * the housekeeping sweep removes it; expired self-registrations go at once.
 */
export const EXPIRED_INVITATION_KEEP_DAYS = 30;
export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const REFRESH_TOKEN_TTL_S = 7 * 24 * 60 * 60;
/** A just-rotated refresh token still works this long, so two tabs refreshing at once both succeed. */
export const REFRESH_GRACE_S = 10;
/** PKCE verifier kept by the server after vk-start. */
export const VK_START_TTL_MS = 10 * 60 * 1000;

// ---------------------------------------------------------------------------
// Avatar
// ---------------------------------------------------------------------------

/** Width and height of every stored avatar: the server re-encodes whatever it gets to this square. */
export const AVATAR_SIZE = 256;
/** The largest image update-profile takes, before base64 (api.md: 5 MB; 413 beyond). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/* base64 grows data by 4/3; 100 characters cover the `data:image/...;base64,` header. */
export const AVATAR_DATA_URL_MAX_LENGTH = Math.ceil((AVATAR_MAX_BYTES * 4) / 3) + 100;
/* What the server takes, checked by decoding; the crop dialog always produces one of these. */
export const AVATAR_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** What the server stores and serves: every avatar becomes a WebP of AVATAR_SIZE x AVATAR_SIZE. */
export const AVATAR_STORED_MIME = 'image/webp';
/** The most pixels a sent image may have (a 48-megapixel phone photo fits), so decoding stays bounded. */
export const AVATAR_MAX_PIXELS = 64 * 1024 * 1024;

// ---------------------------------------------------------------------------

export const NAV_DRAWER_WIDTH = 340;
export const COUNT_CARD_HEIGHT = { mobile: 170, desktop: 140 } as const;
export const DIALOG_WIDTHS = { small: 600, medium: 800, large: 1200 } as const;
export const NUMBER_INPUT_REPEAT = { delayMs: 500, intervalMs: 50 } as const;
export const SWIPE_EDGE_PX = 25;
export const OFFER_EDITION_DATE = '02.07.2025';

// ---------------------------------------------------------------------------
// Personal data (152-ФЗ, issue 40)
// ---------------------------------------------------------------------------

/** The edition of 'Политика обработки персональных данных' (/privacy): a consent is recorded with it. */
export const PRIVACY_POLICY_EDITION = '01.12.2026';
/** Below this age a student's consent is given by a parent (or another legal representative). */
export const PARENT_CONSENT_AGE = 14;
/** The parent's confirmation link works this long; a resend makes a new one. */
export const PARENT_CONSENT_TTL_DAYS = 7;
/** The parent's mail may be sent again this often per account and hour (the first mail included). */
export const PARENT_CONSENT_MAX_SENDS_PER_HOUR = 5;
/** An account its parent never confirmed is deleted this long after its registration. */
export const PARENT_CONSENT_KEEP_DAYS = 30;
/** The staff action log is kept this long. */
export const AUDIT_KEEP_DAYS = 3 * 365;

// ---------------------------------------------------------------------------
// Cookies and theme
// ---------------------------------------------------------------------------

export const COOKIES = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  accessTokenVK: 'accessTokenVK',
  refreshTokenVK: 'refreshTokenVK',
  codeVerifierVK: 'codeVerifierVK',
  tempuserId: 'tempuserId',
  deviceId: 'deviceId',
  state: 'state',
  theme: 'theme',
} as const;

/**
 * The built app's HTML files and the first paint each holds (app/src/app/prerender.tsx): the page skeleton for any
 * page while the session loads, and the home page as an anonymous visitor sees it, which / is sent with when the
 * request brings no session cookie.
 */
export const FIRST_PAINT_FILES = { skeleton: 'index.html', anonymousHome: 'anonymous-home.html' } as const;
export type FirstPaint = keyof typeof FIRST_PAINT_FILES;

/**
 * The build's index of the app's routes (written into dist/ beside the HTML files): for each route path of the
 * router (react-router's syntax, which Fastify's router reads alike), the HTML file a visitor with a session and
 * one without is sent. Each is a first paint of FIRST_PAINT_FILES with `modulepreload` links to the files the
 * route's page loads, so that they download with the app's first file instead of after it has run.
 */
export const ROUTE_PAGES_FILE = 'route-pages.json';
export type RoutePages = Record<string, { session: string; anonymous: string }>;
export const THEMES = ['light', 'dark'] as const;
export type ThemeName = (typeof THEMES)[number];

// ---------------------------------------------------------------------------
// VK ID sign-in (platform.md section 9)
// ---------------------------------------------------------------------------

export const VK = {
  widgetLoadTimeoutMs: 5000,
  stateCookieLifetimeMs: 900_000,
  extIdCookieLifetimeDays: 365,
  popup: { width: 800, height: 800 },
  button: { defaultHeight: 44, minHeight: 32, maxHeight: 56, borderRadius: 8 },
  codeChallengeMethod: 'S256',
  apiVersion: '5.207',
  sdkVersion: '2.6.0',
  languageIds: [0, 1, 3, 4, 6, 15, 16, 65, 82, 97, 114],
} as const;

/** The reply of get-tguser once the bot has tied the chat to the account. */
export const TELEGRAM_LINKED_MESSAGE = 'Complete';

// ---------------------------------------------------------------------------
// Roles
// ---------------------------------------------------------------------------

/** The role list ordered by id, as the server returns it. */
export const ROLES = [
  { id: 0, shortname: 'OWNER', name: 'Владелец' },
  { id: 1, shortname: 'DIRECTOR', name: 'Директор' },
  { id: 2, shortname: 'SENIOR', name: 'Старший преподаватель' },
  { id: 3, shortname: 'TEACHER', name: 'Преподаватель' },
  { id: 4, shortname: 'TUTOR', name: 'Куратор' },
  { id: 5, shortname: 'MANAGER', name: 'Менеджер' },
  { id: 6, shortname: 'USER', name: 'Ученик' },
] as const;

export type RoleShortname = (typeof ROLES)[number]['shortname'];

export const ROLE_SHORTNAMES = ROLES.map((role) => role.shortname) as unknown as readonly [
  RoleShortname,
  ...RoleShortname[],
];

/** Role shortnames by name, so code reads `ROLE.SENIOR` instead of a bare string. */
export const ROLE = {
  OWNER: 'OWNER',
  DIRECTOR: 'DIRECTOR',
  SENIOR: 'SENIOR',
  TEACHER: 'TEACHER',
  TUTOR: 'TUTOR',
  MANAGER: 'MANAGER',
  USER: 'USER',
} as const satisfies Record<RoleShortname, RoleShortname>;

export const ROLE_NAMES: Readonly<Record<RoleShortname, string>> = Object.fromEntries(
  ROLES.map((role) => [role.shortname, role.name]),
) as Record<RoleShortname, string>;

export const ROLE_IDS: Readonly<Record<RoleShortname, number>> = Object.fromEntries(
  ROLES.map((role) => [role.shortname, role.id]),
) as Record<RoleShortname, number>;

/** Roles that may teach subjects (subjectsTeach is kept only for them). */
export const TEACHING_ROLES = ['OWNER', 'DIRECTOR', 'SENIOR', 'TEACHER'] as const satisfies readonly RoleShortname[];
/** Roles whose profile drawer shows taught-subject badges. */
export const SUBJECT_BADGE_ROLES = TEACHING_ROLES;
/** First roles that see the teacher-management view on the home page. */
export const TEACHER_VIEW_ROLES = ['SENIOR', 'OWNER'] as const satisfies readonly RoleShortname[];
/** The role that opens the admin area (anywhere in the user's roles). */
export const ADMIN_ROLE = 'SENIOR' as const satisfies RoleShortname;
/** Accounts with these first roles can be edited, banned or unbanned only by an OWNER. */
export const PROTECTED_ROLES = ['OWNER', 'DIRECTOR'] as const satisfies readonly RoleShortname[];
/** Role options with an id up to this one are selectable only when the viewer's first role is OWNER. */
export const PRIVILEGED_ROLE_MAX_ID = 1;
/** Roles a staff member may give a new staff account: the 3rd to 6th entries of the role list. */
export const STAFF_CREATABLE_ROLES = ROLES.slice(2, 6).map((role) => role.shortname) as RoleShortname[];
/** Self-registration and a pending registration with no roles end up with these. */
export const DEFAULT_ROLES = ['USER'] as const satisfies readonly RoleShortname[];

// ---------------------------------------------------------------------------
// Lessons and the calendar feed (issue 17, an addition of api.md)
// ---------------------------------------------------------------------------

/** A lesson lasts this many minutes at least and at most. */
export const LESSON_MIN_DURATION = 15;
export const LESSON_MAX_DURATION = 240;
/** create-lesson's `repeatWeeks`: how many weekly lessons one call may create (1 is a single lesson). */
export const LESSON_MAX_REPEAT_WEEKS = 40;
/* Ours: bounds that keep a title on a calendar block and notes out of the megabytes. */
export const LESSON_TITLE_MAX_LENGTH = 200;
export const LESSON_NOTES_MAX_LENGTH = 2000;
/** GET /api/lessons answers at most this many days between `from` and `to`. */
export const LESSONS_MAX_RANGE_DAYS = 62;
/** The calendar feed holds the lessons from this many days back to this many ahead. */
export const ICS_WINDOW_DAYS = { past: 30, future: 120 } as const;
/** The feed's path under API_PREFIX: `${API_PREFIX}${ICS_FEED_PATH}<token>.ics`. */
export const ICS_FEED_PATH = '/ics/';
/** The secret in a feed URL has at least this many characters. */
export const ICS_TOKEN_MIN_LENGTH = 20;
/** The Telegram reminder goes out this many minutes before a lesson starts. */
export const LESSON_REMINDER_MINUTES = 15;
/** The school's time zone when SCHOOL_TZ is unset: weekly repeats and the feed keep local time there. */
export const DEFAULT_SCHOOL_TZ = 'Europe/Moscow';

// ---------------------------------------------------------------------------
// Error codes carried next to `message`
// ---------------------------------------------------------------------------

export const ERROR_CODES = {
  /* A rule of platform.md section 6 refused the call; distinct from a ban so the app can tell them apart. */
  forbidden: 'ERR_NO_PERMISSION_403',
  /* api.md: the banned account's answer; the app shows the blocking 'Доступ запрещен' dialog for it. */
  banned: 'ERR_FORBIDDEN_403',
  unauthorized: 'ERR_UNAUTHORIZED_401',
  badRequest: 'ERR_BAD_REQUEST_400',
  notFound: 'ERR_NOT_FOUND_404',
  conflict: 'ERR_CONFLICT_409',
  payloadTooLarge: 'ERR_PAYLOAD_TOO_LARGE_413',
  /* POST /api/files: the bytes are not an image, PDF, DOCX, PPTX or XLSX. */
  unsupportedMediaType: 'ERR_UNSUPPORTED_MEDIA_TYPE_415',
  requestTimeout: 'ERR_REQUEST_TIMEOUT_408',
  headersTooLarge: 'ERR_HEADERS_TOO_LARGE_431',
  rateLimited: 'ERR_TOO_MANY_REQUESTS_429',
  serverError: 'ERR_INTERNAL_SERVER_500',
  /* The server is stopping (a restart or a deploy): the call did not run and can be repeated. */
  stopping: 'ERR_SERVICE_UNAVAILABLE_503',
  /* check-otp: a wrong code (the answer says how many tries are left), one whose ten minutes have passed, and one
     voided by too many wrong tries: the code step says which, at the field, and the last two ask for a new code. */
  otpWrong: 'ERR_OTP_WRONG_400',
  otpExpired: 'ERR_OTP_EXPIRED_400',
  otpLocked: 'ERR_OTP_LOCKED_429',
  /* A student under 14 whose parent has not confirmed yet: the app offers to send the parent's mail again. */
  parentConsentPending: 'ERR_PARENT_CONSENT_403',
} as const;
