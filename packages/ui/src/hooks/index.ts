export { useMediaQuery } from './useMediaQuery.ts';
