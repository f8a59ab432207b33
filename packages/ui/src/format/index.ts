export { formatPhone, phoneHref } from './phone.ts';
