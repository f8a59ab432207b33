/**
 * The school's title, needed before any call (the app bar, the page title), set at build time through
 * `VITE_SCHOOL_TITLE` (Vite reads `.env`). Everything else about the school (legal details, phone,
 * e-mail, website, VK and Telegram) is the server's configuration (SCHOOL_*), delivered by
 * GET /config/school, so a school changes it without a new build.
 */
const env = import.meta.env;

const pick = (value: unknown, fallback: string) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;

export const company = {
  schoolTitle: pick(env.VITE_SCHOOL_TITLE, 'Онлайн-школа'),
};

export type Company = typeof company;
