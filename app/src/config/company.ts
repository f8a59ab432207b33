/**
 * The school's legal details and contacts, shown by the help button and in the public offer.
 * Each value can be set at build time through a `VITE_COMPANY_*` variable (Vite reads `.env`);
 * the defaults are placeholders that make a fresh checkout look complete.
 */
const env = import.meta.env;

const pick = (value: unknown, fallback: string) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;

export const company = {
  schoolTitle: pick(env.VITE_SCHOOL_TITLE, 'Онлайн-школа'),
  legalName: pick(env.VITE_COMPANY_LEGAL_NAME, 'ООО «Онлайн-школа»'),
  inn: pick(env.VITE_COMPANY_INN, '7700000000'),
  ogrn: pick(env.VITE_COMPANY_OGRN, '1237700000000'),
  address: pick(env.VITE_COMPANY_ADDRESS, 'Российская Федерация, г. Москва'),
  website: pick(env.VITE_COMPANY_WEBSITE, 'https://example.ru'),
  social: pick(env.VITE_COMPANY_SOCIAL, 'https://vk.com/'),
  messenger: pick(env.VITE_COMPANY_MESSENGER, 'https://t.me/'),
  phone: pick(env.VITE_COMPANY_PHONE, '+7 (000) 000-00-00'),
  email: pick(env.VITE_COMPANY_EMAIL, 'info@example.ru'),
};

export type Company = typeof company;
