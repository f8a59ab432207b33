/**
 * The school's title and links, needed before any call (the app bar, the page title, the menu).
 * Each value can be set at build time through a `VITE_*` variable (Vite reads `.env`). The legal
 * details (name, ИНН, ОГРН, address, phone, e-mail) are the server's configuration (SCHOOL_*),
 * delivered by GET /config/school.
 */
const env = import.meta.env;

const pick = (value: unknown, fallback: string) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;

export const company = {
  schoolTitle: pick(env.VITE_SCHOOL_TITLE, 'Онлайн-школа'),
  website: pick(env.VITE_COMPANY_WEBSITE, 'https://example.ru'),
  social: pick(env.VITE_COMPANY_SOCIAL, 'https://vk.com/'),
  messenger: pick(env.VITE_COMPANY_MESSENGER, 'https://t.me/'),
};

export type Company = typeof company;
