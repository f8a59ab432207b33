export { formatPhone, phoneHref } from './phone.ts';
export { lessonCount, pluralRu } from './plural.ts';
