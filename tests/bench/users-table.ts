/**
 * `npm run bench:users-table`: the users page's table with 5,000 accounts in a real Chromium, the
 * virtual DataTable (only the rows in view rendered, as /admin/users uses it) against the same
 * DataTable rendering every row, built and measured in the same run. Both filter with the page's
 * own search (`filterUsers`) behind `useDeferredValue`. Medians of RUNS fresh page loads.
 *
 * - first rows: from navigation start until the first rows are painted;
 * - filter: from the input event of a pasted query until its one matching row is painted;
 * - keystroke: from each key of a typed query until the field shows it (the longest of them),
 *   which is what a user feels as a blocked input.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { build } from 'vite';
import { chromiumLaunchOptions } from '../support/chromium.ts';
import { serveStatic } from '../support/static-server.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ROWS = 5000;
const repoRoot = resolve(import.meta.dirname, '../..');
const filterModule = join(repoRoot, 'app/src/features/admin/users/filter-users.ts');

const main = `import { createRoot } from 'react-dom/client';
import { useDeferredValue, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { Avatar, Badge, DataTable, lightTheme, type DataTableColumn } from '@school/ui';
import type { User } from '@school/contract';
import { filterUsers, fullName, toSearchable } from ${JSON.stringify(filterModule)};

const virtual = new URLSearchParams(location.search).get('mode') === 'virtual';
const first = ['Иван', 'Мария', 'Алексей', 'Ольга', 'Пётр', 'Анна', 'Сергей', 'Елена'];
const users: User[] = Array.from({ length: ${ROWS} }, (_, i) => ({
  username: 'student' + i,
  firstName: first[i % first.length]!,
  lastName: 'Ученик' + i,
  email: 'student' + i + '@school.example.ru',
  phone: '+7916' + String(i).padStart(7, '0'),
  avatar: null,
  roles: ['USER'],
  roleName: 'Ученик',
  subjectsTeach: [],
  subjectNames: i % 10 === 0 ? ['Математика', 'Физика'] : [],
  VKId: i % 3 === 0 ? String(i) : null,
  telegramID: i % 4 === 0 ? String(100000 + i) : null,
  signupMethod: 'password',
  isBanned: i % 97 === 0,
  roleList: [],
}));
const searchable = toSearchable(users);
const columns: DataTableColumn<User>[] = [
  { key: 'user', header: 'Пользователь', sortValue: fullName, cell: (u) => <span><Avatar name={fullName(u)} size="sm" decorative />{fullName(u)}</span> },
  { key: 'role', header: 'Роль', cell: (u) => u.roleName },
  { key: 'subjects', header: 'Предметы', cell: (u) => u.subjectNames.map((n) => <Badge key={n}>{n}</Badge>) },
  { key: 'email', header: 'Почта', cell: (u) => u.email },
  { key: 'phone', header: 'Телефон', cell: (u) => u.phone },
  { key: 'username', header: 'Логин', cell: (u) => u.username },
  { key: 'vk', header: 'VK ID', cell: (u) => (u.VKId ? '✓' : null) },
  { key: 'tg', header: 'Telegram', cell: (u) => (u.telegramID ? <Badge>{u.telegramID}</Badge> : null) },
];

const bench = { firstRows: -1, filter: -1, keystrokes: [] as number[], target: '', inputAt: 0, keyAt: 0 };
Object.assign(window, { bench });

function App() {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const rows = useMemo(() => filterUsers(searchable, deferred), [deferred]);
  useLayoutEffect(() => {
    if (!bench.keyAt) return;
    const at = bench.keyAt;
    requestAnimationFrame(() => bench.keystrokes.push(performance.now() - at));
  }, [query]);
  useEffect(() => {
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (bench.firstRows < 0) bench.firstRows = performance.now();
        else if (bench.target && deferred === bench.target) bench.filter = performance.now() - bench.inputAt;
      }, 0),
    );
  }, [rows, deferred]);
  return (
    <main>
      <input
        aria-label="Поиск"
        value={query}
        onChange={(event) => {
          bench.inputAt = event.timeStamp;
          bench.keyAt = event.timeStamp;
          setQuery(event.target.value);
        }}
      />
      <DataTable caption="Пользователи" columns={columns} rows={rows} getRowId={(u) => u.username} virtual={virtual} maxHeight="600px" />
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <ThemeProvider theme={lightTheme}>
    <App />
  </ThemeProvider>,
);
`;

async function buildBench(dir: string) {
  writeFileSync(join(dir, 'index.html'), '<div id="root"></div><script type="module" src="/main.tsx"></script>');
  writeFileSync(join(dir, 'main.tsx'), main);
  await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    build: { outDir: join(dir, 'dist') },
  });
}

interface Run {
  firstRows: number;
  filter: number;
  keystroke: number;
  rendered: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const dir = mkdtempSync(join(repoRoot, 'node_modules', '.bench-users-table-'));
try {
  await buildBench(dir);
  const site = await serveStatic(join(dir, 'dist'));
  const browser = await chromium.launch(chromiumLaunchOptions());
  const runs: Record<'virtual' | 'plain', Run[]> = { virtual: [], plain: [] };
  try {
    for (let run = 0; run < RUNS; run++) {
      for (const mode of ['virtual', 'plain'] as const) {
        const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
        await page.goto(`${site.url}/?mode=${mode}`);
        await page.waitForFunction(() => (window as unknown as { bench: { firstRows: number } }).bench.firstRows >= 0);
        const rendered = await page.locator('tbody tr').count();
        const input = page.getByRole('textbox', { name: 'Поиск' });
        // a pasted query: one input event, then the 5,000-row filter behind it
        await page.evaluate(() => ((window as unknown as { bench: { target: string } }).bench.target = 'ученик4321'));
        await input.fill('ученик4321');
        await page.waitForFunction(() => (window as unknown as { bench: { filter: number } }).bench.filter >= 0);
        // a typed query, key by key, from an empty field
        await input.fill('');
        await page.evaluate(() => {
          const bench = (window as unknown as { bench: { keystrokes: number[]; target: string } }).bench;
          bench.keystrokes.length = 0;
          bench.target = '';
        });
        await input.pressSequentially('мария');
        await page.waitForTimeout(300);
        const result = await page.evaluate(() => {
          const bench = (window as unknown as { bench: { firstRows: number; filter: number; keystrokes: number[] } })
            .bench;
          return { firstRows: bench.firstRows, filter: bench.filter, keystroke: Math.max(...bench.keystrokes) };
        });
        runs[mode].push({ ...result, rendered });
        await page.close();
      }
    }
  } finally {
    await browser.close();
    await site.close();
  }
  const line = (name: string, list: Run[]) =>
    `| ${name} | ${median(list.map((r) => r.rendered))} | ${median(list.map((r) => r.firstRows)).toFixed(0)} | ${median(
      list.map((r) => r.filter),
    ).toFixed(0)} | ${median(list.map((r) => r.keystroke)).toFixed(0)} |`;
  console.log(`\nUsers table, ${ROWS} rows, median of ${RUNS} page loads each (Chromium, 1280x900):\n`);
  console.log('| table | rows in the page | first rows, ms | filter, ms | slowest keystroke, ms |');
  console.log('|---|---|---|---|---|');
  console.log(line('virtual DataTable (/admin/users)', runs.virtual));
  console.log(line('plain DataTable, every row', runs.plain));
  const ratio = median(runs.plain.map((r) => r.firstRows)) / median(runs.virtual.map((r) => r.firstRows));
  console.log(`\nfirst rows: the virtual table is ${ratio.toFixed(1)}x faster`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
