export * from './theme/index.ts';
export * from './Button/index.ts';
export * from './Skeleton/index.ts';
export * from './Spinner/index.ts';
