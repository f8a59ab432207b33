import { callApi, startPlatform } from '../support/platform.ts';

/** The owner the page benchmarks sign in as; `--url` platforms are started with the same OWNER_* values. */
export const BENCH_OWNER = {
  username: 'bench-owner',
  password: 'bench-owner-password',
  email: 'owner@bench.example.ru',
};

/** The platform at `givenUrl`, or `npm start`'s own with the bench owner (built if needed, a throw-away DATA_DIR). */
export async function benchPlatform(givenUrl: string | undefined) {
  if (givenUrl) return { baseUrl: givenUrl, stop: async () => {} };
  return startPlatform({
    env: {
      OWNER_USERNAME: BENCH_OWNER.username,
      OWNER_PASSWORD: BENCH_OWNER.password,
      OWNER_EMAIL: BENCH_OWNER.email,
    },
  });
}

/** Fresh tokens of the owner for each run: the app may refresh (and so rotate) the pair it is given. */
export async function ownerTokens(baseUrl: string): Promise<{ accessToken: string; refreshToken: string }> {
  const { status, data } = await callApi<{ accessToken: string; refreshToken: string }>(
    baseUrl,
    'POST',
    '/auth/login',
    { body: { username: BENCH_OWNER.username, password: BENCH_OWNER.password } },
  );
  if (status !== 200) throw new Error(`login answered ${status}`);
  return { accessToken: data.accessToken, refreshToken: data.refreshToken };
}
