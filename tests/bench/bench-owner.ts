import { callApi, registerStudent, signIn, startPlatform } from '../support/platform.ts';

/** The owner the page benchmarks sign in as; `--url` platforms are started with the same OWNER_* values. */
export const BENCH_OWNER = {
  username: 'bench-owner',
  password: 'bench-owner-password',
  email: 'owner@bench.example.ru',
};

/** The student the course pages are audited as (issue 42: 'signed in as a student'), enrolled in the seeded course. */
export const BENCH_STUDENT = {
  username: 'bench-student',
  password: 'bench-student-password',
  email: 'student@bench.example.ru',
  firstName: 'Анна',
  lastName: 'Морозова',
};

/**
 * The platform at `givenUrl`, or `npm start`'s own with the bench owner (built if needed, a throw-away DATA_DIR).
 * A given platform has no data folder here, so no confirmation code can be read for a student: `dataDir` is unset.
 */
export async function benchPlatform(givenUrl: string | undefined): Promise<{
  baseUrl: string;
  dataDir?: string;
  stop: () => Promise<void>;
}> {
  if (givenUrl) return { baseUrl: givenUrl, stop: async () => {} };
  return startPlatform({
    env: {
      OWNER_USERNAME: BENCH_OWNER.username,
      OWNER_PASSWORD: BENCH_OWNER.password,
      OWNER_EMAIL: BENCH_OWNER.email,
    },
  });
}

/** Fresh tokens for each run: the app may refresh (and so rotate) the pair it is given. */
export const benchTokens = (baseUrl: string, account: { username: string; password: string } = BENCH_OWNER) =>
  signIn(baseUrl, account);

/* A text of the kind a physics course holds: headings, a list and inline and display formulas for KaTeX. */
const FORMULA_TEXT = String.raw`## Равноускоренное движение

Скорость меняется линейно: $v = v_0 + at$, а путь за время $t$ равен

$$s = v_0 t + \frac{at^2}{2}.$$

Если время не дано: $v^2 - v_0^2 = 2as$. Для броска под углом $\alpha$:

$$L = \frac{v_0^2 \sin 2\alpha}{g}, \qquad H = \frac{v_0^2 \sin^2\alpha}{2g}.$$

1. Запишите, что дано, в единицах СИ.
2. Выберите формулу без неизвестной величины.
3. Проверьте ответ по размерности: $[s] = \text{м}$.`;

async function mustCall<T>(baseUrl: string, method: 'GET' | 'POST', route: string, token: string, body?: unknown) {
  const { status, data } = await callApi<T>(baseUrl, method, route, { token, body });
  if (status !== 200) throw new Error(`${route} answered ${status}: ${JSON.stringify(data)}`);
  return data;
}

/**
 * A published course with formulas in its description and text materials, so /courses, the course page and the
 * material page have KaTeX to draw, and BENCH_STUDENT registered and enrolled in it (on a platform of our own, whose
 * outbox holds the confirmation code). The ids fill the pages' `:course` and `:material`.
 */
export async function seedFormulaCourse(platform: {
  baseUrl: string;
  dataDir?: string;
}): Promise<{ course: string; material: string; student: boolean }> {
  const { baseUrl, dataDir } = platform;
  const { accessToken } = await benchTokens(baseUrl);
  const [subject] = await mustCall<{ shortname: string }[]>(baseUrl, 'GET', '/api/getsubj', accessToken);
  const { id } = await mustCall<{ id: string }>(baseUrl, 'POST', '/api/create-course', accessToken, {
    title: 'Физика ЕГЭ: механика',
    subject: subject!.shortname,
    exam: 'ЕГЭ',
    grades: [10, 11],
    description: String.raw`Кинематика, динамика и законы сохранения: от $v = v_0 + at$ до $E_k = \frac{mv^2}{2}$.`,
    priceRub: 4900,
    status: 'published',
  });
  const { version } = await mustCall<{ version: number }>(baseUrl, 'GET', `/api/course?id=${id}`, accessToken);
  await mustCall(baseUrl, 'POST', '/api/update-course', accessToken, {
    id,
    version,
    modules: [
      {
        title: 'Кинематика',
        materials: [
          { kind: 'text', title: 'Равноускоренное движение', body: FORMULA_TEXT },
          { kind: 'link', title: 'Открытый банк заданий ФИПИ', url: 'https://fipi.ru/ege/otkrytyy-bank-zadaniy-ege' },
        ],
      },
      { title: 'Динамика', materials: [{ kind: 'text', title: 'Законы Ньютона', body: FORMULA_TEXT }] },
    ],
  });
  const course = await mustCall<{ modules: { materials: { id: string }[] }[] }>(
    baseUrl,
    'GET',
    `/api/course?id=${id}`,
    accessToken,
  );
  if (dataDir) {
    await registerStudent(baseUrl, dataDir, BENCH_STUDENT);
    await mustCall(baseUrl, 'POST', '/api/enroll', accessToken, { courseId: id, usernames: [BENCH_STUDENT.username] });
  }
  return { course: id, material: course.modules[0]!.materials[0]!.id, student: dataDir !== undefined };
}
