export { formatPhone, phoneHref } from './phone.ts';
export { lessonCount, pluralRu } from './plural.ts';
export { formatFileSize } from './fileSize.ts';
