/**
 * The server side of `npm run bench:api`: the real app (as `npm start` builds it) and, in the same
 * process, a bare Fastify route that reads the bench teacher's users row by primary key through
 * the app's own database handle (same driver, same pool, a prepared statement). Both pay the same
 * scheduling and the same database, so the ratio shows what getuser adds over the database's own
 * speed. The bare route exists here only, never in the product. Prints one JSON line with both
 * addresses, then serves until it is killed.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { subjects, taughtSubjects, users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/passwords.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'school-bench-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  OWNER_USERNAME: 'owner',
  OWNER_PASSWORD: 'bench-password',
  LOG_LEVEL: 'silent',
});
/* One address makes every request here: the per-address limits would measure themselves, not the app. */
const unlimited = 1_000_000_000;
config.rateLimits = {
  login: unlimited,
  otpSend: unlimited,
  otpCheck: unlimited,
  recovery: unlimited,
  recoveryPerAddress: unlimited,
  ticket: unlimited,
  availability: unlimited,
  uploads: unlimited,
};

const app = await buildApp(config);
await app.listen({ port: 0, host: '127.0.0.1' });

/* getuser is measured for a teacher of three subjects, so its answer carries subjects too. */
const [teacher] = await app.db
  .insert(users)
  .values({
    username: 'bench-teacher',
    firstName: 'Анна',
    lastName: 'Петрова',
    email: 'bench-teacher@example.com',
    passwordHash: await hashPassword('bench-password'),
    roles: ['TEACHER'],
  })
  .returning();
const taught = await app.db.select({ id: subjects.id }).from(subjects).orderBy(subjects.id).limit(3);
await app.db
  .insert(taughtSubjects)
  .values(taught.map((subject, position) => ({ userId: teacher!.id, subjectId: subject.id, position })));
/* The course page's call (issue 42) on a large course: 20 modules of 10 materials, texts with formulas, taught by
   the bench teacher so the answer carries every material's content. Made through the API as staff would. */
const COURSE_MODULES = 20;
const MODULE_MATERIALS = 10;
const call = async <T>(url: string, token: string | undefined, payload: unknown): Promise<T> => {
  const response = await app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
  return response.json<T>();
};
const { accessToken: ownerToken } = await call<{ accessToken: string }>('/server/auth/login', undefined, {
  username: 'owner',
  password: 'bench-password',
});
const [firstSubject] = await app.db
  .select({ shortname: subjects.shortname })
  .from(subjects)
  .orderBy(subjects.id)
  .limit(1);
const { id: courseId } = await call<{ id: string }>('/server/api/create-course', ownerToken, {
  title: 'Физика ЕГЭ: весь курс',
  subject: firstSubject!.shortname,
  exam: 'ЕГЭ',
  description: 'Кинематика, динамика, законы сохранения: от $v = v_0 + at$ до $E_k = \\frac{mv^2}{2}$.',
  status: 'published',
  teachers: ['bench-teacher'],
});
const materialText = (module: number, material: number) =>
  `## Тема ${module + 1}.${material + 1}\n\nПуть при разгоне из покоя: $s = \\frac{at^2}{2}$; скорость $v = at$.\n\n` +
  'Разберите пример, затем решите три задачи из открытого банка ФИПИ и проверьте ответы по размерности. '.repeat(4);
await call('/server/api/update-course', ownerToken, {
  id: courseId,
  version: 1,
  modules: Array.from({ length: COURSE_MODULES }, (_, module) => ({
    title: `Модуль ${module + 1}`,
    materials: Array.from({ length: MODULE_MATERIALS }, (_, material) => ({
      kind: 'text',
      title: `Материал ${module + 1}.${material + 1}`,
      body: materialText(module, material),
    })),
  })),
});

const byId = app.db
  .select()
  .from(users)
  .where(eq(users.id, sql.placeholder('id')))
  .limit(1)
  .prepare('bench_user_by_pk');
const bare = Fastify();
bare.get('/pk-user', async () => {
  const [row] = await byId.execute({ id: teacher!.id });
  return row;
});
/* The server's own CPU time, so the bench can print it per request: a figure that moves less than
   the rate when other work shares the machine. */
bare.get('/cpu', async () => process.cpuUsage());
await bare.listen({ port: 0, host: '127.0.0.1' });

const port = (server: typeof bare | typeof app) => (server.server.address() as AddressInfo).port;
process.stdout.write(
  `${JSON.stringify({ app: `http://127.0.0.1:${port(app)}`, pkRoute: `http://127.0.0.1:${port(bare)}/pk-user`, cpu: `http://127.0.0.1:${port(bare)}/cpu`, database: app.database.kind, courseId })}\n`,
);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    void Promise.all([app.close(), bare.close()]).then(() => process.exit(0));
  });
}
