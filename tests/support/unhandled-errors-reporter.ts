import { writeFileSync } from 'node:fs';
import type { Reporter, SerializedError, TestModule } from 'vitest/node';

/**
 * `npm test`'s record of the errors Vitest caught outside any test (a timer firing after its file ended, a worker
 * that died): they fail a run whose tests all passed, and the default reporter prints them far above the closing
 * summary, where a CI log cut to its end does not reach. Written to UNHANDLED_ERRORS_FILE for scripts/test.mjs.
 */
export default class UnhandledErrorsReporter implements Reporter {
  onTestRunEnd(_testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>) {
    const file = process.env.UNHANDLED_ERRORS_FILE;
    if (!file) return;
    const errors = unhandledErrors.map((error) => ({
      message: `${error.name ?? 'Error'}: ${error.message}`,
      stack: error.stack ?? '',
    }));
    writeFileSync(file, JSON.stringify(errors));
  }
}
