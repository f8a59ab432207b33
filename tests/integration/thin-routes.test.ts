// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/* The server's route files validate, call one service and shape the answer (style.md); this
   proves eslint.config.js refuses a route that reaches the database itself. */
const routeRules = new Set(['no-restricted-imports', 'no-restricted-syntax']);

/* ESLint's first run loads the config and its plugins: slow on a busy machine, hence the timeouts. */
let eslint: ESLint | undefined;

async function routeErrors(filePath: string, source: string) {
  eslint ??= new ESLint();
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId !== null && routeRules.has(m.ruleId));
}

const route = 'packages/server/src/routes/probe/index.ts';

describe('thin routes: the database is the services’', { timeout: 30_000 }, () => {
  it.each([
    ['the drizzle schema', "import { users } from '../../db/schema/index.ts';\nexport const leak = users;\n"],
    ['one schema file', "import { lessons } from '../../db/schema/lessons.ts';\nexport const leak = lessons;\n"],
    ['the db module', "import type { Db } from '../../db/client.ts';\nexport type Leak = Db;\n"],
    ['drizzle-orm (sql, eq)', "import { eq, sql } from 'drizzle-orm';\nexport const leak = [eq, sql];\n"],
    ['a drizzle-orm driver', "import { drizzle } from 'drizzle-orm/pglite';\nexport const leak = drizzle;\n"],
    ['a database driver', "import postgres from 'postgres';\nexport const leak = postgres;\n"],
  ])('given a route importing %s / lint fails', async (_what, source) => {
    const errors = await routeErrors(route, source);
    expect(errors.map((e) => e.ruleId)).toContain('no-restricted-imports');
    expect(errors[0]?.message).toMatch(/A route calls a service/);
  });

  it.each([
    ['querying through app.db', 'export const run = (app: any) => app.db.select();\n'],
    ['handing app.db to a service', 'export const run = (app: any, list: any) => list(app.db);\n'],
    ['reaching the database object', 'export const run = (app: any) => app.database.close();\n'],
  ])('given a route %s / lint fails', async (_what, source) => {
    const errors = await routeErrors(route, source);
    expect(errors.map((e) => e.ruleId)).toContain('no-restricted-syntax');
  });

  it('given a route importing the UI / lint still fails: the server-wide rule holds in routes too', async () => {
    const errors = await routeErrors(route, "import { Button } from '@school/ui';\nexport const leak = Button;\n");
    expect(errors.map((e) => e.message).join('\n')).toContain('server may import only @school/contract.');
  });

  it('given a route calling a service with the contract / lint passes', async () => {
    const source =
      "import { MESSAGES } from '@school/contract';\nimport { clientOf } from '../../services/session.ts';\n" +
      'export const run = (app: any, request: any) => [MESSAGES.loginFree, app.signIns.list(clientOf(request))];\n';
    expect(await routeErrors(route, source)).toHaveLength(0);
  });

  it('given a service querying the database / lint passes: the rule is the routes’ alone', async () => {
    const source =
      "import { eq } from 'drizzle-orm';\nimport { users } from '../db/schema/index.ts';\n" +
      'export const byId = (db: any, id: string) => db.select().from(users).where(eq(users.id, id));\n';
    expect(await routeErrors('packages/server/src/services/probe.ts', source)).toHaveLength(0);
  });

  it('given the route files as they are / none reaches the database', async () => {
    eslint ??= new ESLint();
    const results = await eslint.lintFiles(['packages/server/src/routes/**/*.ts']);
    expect(results.length).toBeGreaterThan(10);
    const found = results.flatMap((result) =>
      result.messages
        .filter((m) => m.ruleId !== null && routeRules.has(m.ruleId))
        .map((m) => `${result.filePath}:${m.line} ${m.message}`),
    );
    expect(found).toEqual([]);
  });
});
