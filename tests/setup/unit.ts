import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

/* Vitest runs without globals, so Testing Library cannot register its own cleanup. Without it a test's tree stays
   mounted into the next test and past the file's end, where a late answer or timer re-renders it after the window
   has gone: an uncaught 'window is not defined' that fails the run though every test passed. */
afterEach(cleanup);
