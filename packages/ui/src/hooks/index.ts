export { mediaMatches, useMediaQuery } from './useMediaQuery.ts';
