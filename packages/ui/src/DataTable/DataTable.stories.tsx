import type { Meta, StoryObj } from '@storybook/react-vite';
import { Check, Pencil, Plus, RefreshCw, Search, Send } from 'lucide-react';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { Avatar } from '../Avatar/Avatar.tsx';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { lightTheme } from '../theme/light.ts';
import type { DataTableColumn } from './column.ts';
import { DataTable } from './DataTable.tsx';

interface Person {
  username: string;
  name: string;
  role: string;
  subjects: string[];
  email: string;
  phone: string;
  vk: boolean;
  tg: string | null;
  banned: boolean;
}

const people: Person[] = [
  {
    username: 'smirnova',
    name: 'Мария Смирнова',
    role: 'Старший преподаватель',
    subjects: ['Физика'],
    email: 'smirnova@school.ru',
    phone: '+7 900 123-45-67',
    vk: true,
    tg: '123456789',
    banned: false,
  },
  {
    username: 'petrov',
    name: 'Иван Петров',
    role: 'Ученик',
    subjects: [],
    email: 'petrov@mail.ru',
    phone: '+7 901 000-00-01',
    vk: false,
    tg: null,
    banned: false,
  },
  {
    username: 'sidorov',
    name: 'Пётр Сидоров',
    role: 'Ученик',
    subjects: [],
    email: 'sidorov@mail.ru',
    phone: '+7 902 000-00-02',
    vk: true,
    tg: null,
    banned: true,
  },
  {
    username: 'kuznetsova',
    name: 'Ольга Кузнецова',
    role: 'Преподаватель',
    subjects: ['Химия', 'Биология'],
    email: 'kuz@school.ru',
    phone: '+7 903 000-00-03',
    vk: false,
    tg: '987654321',
    banned: false,
  },
];
const me = 'smirnova';

const columns: DataTableColumn<Person>[] = [
  {
    key: 'edit',
    header: '',
    srHeader: 'Действия',
    width: '56px',
    cell: (p) =>
      p.username === me ? (
        <span>Вы</span>
      ) : (
        <IconButton size="sm" label={`Редактировать: ${p.name}`}>
          <Pencil />
        </IconButton>
      ),
  },
  {
    key: 'user',
    header: 'Пользователь',
    cell: (p) => (
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
        <Avatar name={p.name} size="sm" decorative />
        {p.name}
      </span>
    ),
  },
  { key: 'role', header: 'Роль', cell: (p) => p.role },
  {
    key: 'subjects',
    header: 'Предметы',
    cell: (p) => (
      <span style={{ display: 'inline-flex', gap: 4, flexWrap: 'wrap' }}>
        {p.subjects.map((s) => (
          <Badge key={s}>{s}</Badge>
        ))}
      </span>
    ),
  },
  { key: 'email', header: 'Почта', cell: (p) => p.email },
  { key: 'phone', header: 'Телефон', cell: (p) => p.phone },
  { key: 'username', header: 'Логин', cell: (p) => p.username },
  {
    key: 'vk',
    header: 'VK ID',
    align: 'center',
    cell: (p) => (p.vk ? <Check aria-label="Привязан" role="img" size={18} /> : null),
  },
  {
    key: 'tg',
    header: 'Telegram',
    cell: (p) => (p.tg ? <Badge icon={<Send aria-hidden="true" />}>{p.tg}</Badge> : null),
  },
];

const meta = {
  title: 'Components/Data display/DataTable',
  id: 'datatable',
  component: DataTable,
  args: {
    caption: 'Пользователи',
    columns: columns as DataTableColumn<unknown>[],
    rows: people,
    getRowId: (p) => (p as Person).username,
    rowTint: (p) => ((p as Person).username === me ? 'current' : (p as Person).banned ? 'banned' : undefined),
  },
  argTypes: { columns: { control: false }, rows: { control: false } },
} satisfies Meta<typeof DataTable<unknown>>;
export default meta;
type Story = StoryObj<typeof meta>;

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

export const Default: Story = {
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(5);
    const cellBg = (row: HTMLElement) => getComputedStyle(row.querySelector('td')!).backgroundColor;
    // the current user's row is grey, the banned user's row light red, the others plain
    await expect(rows[1]).toHaveAttribute('data-tint', 'current');
    await expect(rows[3]).toHaveAttribute('data-tint', 'banned');
    await expect(rows[2]).not.toHaveAttribute('data-tint');
    if (canvas.getByRole('table').closest('[data-story-root="light"]')) {
      await expect(cellBg(rows[1]!)).toBe(rgb(lightTheme.color.rowCurrent));
      await expect(cellBg(rows[3]!)).toBe(rgb(lightTheme.color.rowBanned));
    }
    await expect(cellBg(rows[1]!)).not.toBe(cellBg(rows[2]!));
    await expect(cellBg(rows[3]!)).not.toBe(cellBg(rows[2]!));
    await expect(rows[1]).toHaveTextContent('Вы');
    await expect(canvas.getByRole('columnheader', { name: 'Действия' })).toBeVisible();
  },
};

function Searchable() {
  const [query, setQuery] = useState('');
  const rows = people.filter((p) => `${p.name} ${p.username}`.toLowerCase().includes(query.toLowerCase()));
  return (
    <DataTable
      caption="Пользователи"
      columns={columns}
      rows={rows}
      getRowId={(p) => p.username}
      rowTint={(p) => (p.username === me ? 'current' : p.banned ? 'banned' : undefined)}
      emptyState="Никого не нашли"
      actions={
        <>
          <Button startIcon={<Plus />}>Добавить</Button>
          <IconButton label="Обновить">
            <RefreshCw />
          </IconButton>
        </>
      }
      search={
        <TextField
          label="Поиск"
          type="search"
          startAdornment={<Search aria-hidden="true" />}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          fullWidth
        />
      }
    />
  );
}

export const WithSearch: Story = {
  render: () => <Searchable />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Поиск' }), 'петр');
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Поиск' }), 'яяя');
    await expect(canvas.getByText('Никого не нашли')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true, loadingRows: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = { args: { rows: [], emptyState: 'Новых пользователей нет' } };

/** The rows could not be loaded: the header stays, the body says what happened and offers a retry. */
export const LoadFailed: Story = {
  args: {
    error: (
      <>
        Не удалось загрузить пользователей.{' '}
        <Button size="sm" variant="text" startIcon={<RefreshCw />}>
          Повторить
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Не удалось загрузить пользователей/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Повторить' })).toBeEnabled();
    // the header and the error row only: no stale data under an error
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
  },
};

export const StickyHeader: Story = {
  args: {
    maxHeight: '220px',
    rows: Array.from({ length: 12 }, (_, i) => ({ ...people[i % 4]!, username: `user${i}` })),
  },
  play: async ({ canvas }) => {
    const scroller = canvas.getByRole('region', { name: 'Пользователи' });
    const header = canvas.getAllByRole('columnheader')[1]!;
    const top = header.getBoundingClientRect().top;
    scroller.scrollTop = 200;
    scroller.dispatchEvent(new Event('scroll'));
    await expect(Math.round(header.getBoundingClientRect().top)).toBe(Math.round(top));
    scroller.scrollTop = 0;
  },
};

export const OnPhoneScrollsSideways: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const scroller = canvas.getByRole('region', { name: 'Пользователи' });
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    // the hidden columns are announced and written above the table, once the ResizeObserver has reported
    await waitFor(() => expect(canvas.getByText('Таблица шире экрана: прокрутите ее вбок')).toBeVisible());
    await expect(scroller).toHaveAccessibleDescription('Таблица шире экрана: прокрутите ее вбок');
    await expect(scroller).toHaveAttribute('tabindex', '0');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    // cells keep to one line: a role is not broken over two
    const lines = document.createRange();
    lines.selectNodeContents(canvas.getByText('Старший преподаватель'));
    await expect(lines.getClientRects()).toHaveLength(1);
  },
};

export const OnDesktopNoScrollHint: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(canvas.getByText('Таблица шире экрана: прокрутите ее вбок')).not.toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Пользователи' })).not.toHaveAccessibleDescription();
  },
};

const nameColumn = columns.find((c) => c.key === 'user')!;
const roleColumn = columns.find((c) => c.key === 'role')!;
const sortableColumns: DataTableColumn<Person>[] = columns.map((c) =>
  c === nameColumn ? { ...c, sortValue: (p) => p.name } : c === roleColumn ? { ...c, sortValue: (p) => p.role } : c,
);

export const Sortable: Story = {
  args: {
    columns: sortableColumns as DataTableColumn<unknown>[],
    defaultSort: { key: 'user', direction: 'ascending' },
  },
  play: async ({ canvas, userEvent }) => {
    const names = () =>
      canvas
        .getAllByRole('row')
        .slice(1)
        // the avatar's initials come first in the cell's text
        .map((row) => (row as HTMLTableRowElement).cells[1]!.textContent.slice(2));
    await expect(canvas.getByRole('columnheader', { name: /Пользователь/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(names()).toEqual(['Иван Петров', 'Мария Смирнова', 'Ольга Кузнецова', 'Пётр Сидоров']);
    await userEvent.click(canvas.getByRole('button', { name: /Пользователь/ }));
    await expect(canvas.getByRole('columnheader', { name: /Пользователь/ })).toHaveAttribute('aria-sort', 'descending');
    await expect(names()[0]).toBe('Пётр Сидоров');
    await userEvent.click(canvas.getByRole('button', { name: /Роль/ }));
    await expect(canvas.getByRole('columnheader', { name: /Роль/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getByRole('columnheader', { name: /Пользователь/ })).toHaveAttribute('aria-sort', 'none');
    const roles = canvas
      .getAllByRole('row')
      .slice(1)
      .map((row) => (row as HTMLTableRowElement).cells[2]!.textContent);
    await expect(roles).toEqual(['Преподаватель', 'Старший преподаватель', 'Ученик', 'Ученик']);
    // columns without a sort value have a plain header
    await expect(canvas.getByRole('columnheader', { name: 'Почта' })).not.toHaveAttribute('aria-sort');
  },
};

const many: Person[] = Array.from({ length: 5000 }, (_, i) => ({
  ...people[i % 4]!,
  username: `user${i}`,
  name: `${people[i % 4]!.name} ${i}`,
}));

export const FiveThousandRowsVirtual: Story = {
  args: { rows: many, virtual: true, maxHeight: '400px', rowTint: undefined },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    // all rows are counted for assistive technology, only those in view are in the page
    await expect(table).toHaveAttribute('aria-rowcount', '5001');
    /* the virtualiser measures its scroller in an effect, which may run after the story is on screen */
    await waitFor(() => expect(canvas.getAllByRole('row').length).toBeGreaterThan(5));
    await expect(canvas.getAllByRole('row').length).toBeLessThan(40);
    const scroller = canvas.getByRole('region', { name: 'Пользователи' });
    scroller.scrollTop = scroller.scrollHeight;
    await expect(await canvas.findByText('user4999')).toBeVisible();
    await expect(canvas.getAllByRole('row').length).toBeLessThan(40);
    scroller.scrollTop = 0;
    await expect(await canvas.findByText('user0')).toBeVisible();
  },
};

function ShownLater(props: Parameters<typeof DataTable<unknown>>[0]) {
  const [shown, setShown] = useState(false);
  return (
    <>
      <Button onClick={() => setShown(true)}>Показать</Button>
      <div hidden={!shown}>
        <DataTable {...props} />
      </div>
    </>
  );
}

/**
 * Mounted out of sight (the app mounts a signed-in page behind the session's skeleton): the table holds the rows of a
 * screen at once, not none and not all five thousand, so it shows them the moment it is shown.
 */
export const VirtualMountedHidden: Story = {
  args: { rows: many, virtual: true, maxHeight: '400px', rowTint: undefined },
  render: (args) => <ShownLater {...args} />,
  play: async ({ canvasElement, canvas, userEvent }) => {
    const bodyRows = () => canvasElement.querySelectorAll('tbody tr:not([data-part])').length;
    await waitFor(() => expect(bodyRows()).toBeGreaterThan(5));
    await expect(bodyRows()).toBeLessThan(40);
    await userEvent.click(canvas.getByRole('button', { name: 'Показать' }));
    await expect(canvas.getByText('Мария Смирнова 0')).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('row').length).toBeGreaterThan(5));
    await expect(canvas.getAllByRole('row').length).toBeLessThan(40);
  },
};
