/*
 * The contract's build-time constants, by path: Vite leaves a package import of its config (and of what the config
 * imports) to Node, and Node 20 cannot load the contract's TypeScript; a relative import is bundled with the config.
 */
// eslint-disable-next-line import/no-relative-packages -- see above
export * from '../packages/contract/src/constants.ts';
