import type { Meta, StoryObj } from '@storybook/react-vite';
import { Check, Pencil, Plus, RefreshCw, Search, Send } from 'lucide-react';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { Avatar } from '../Avatar/Avatar.tsx';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { lightTheme } from '../theme/light.ts';
import { DataTable, type DataTableColumn } from './DataTable.tsx';

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
  title: 'DataTable',
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
    await expect(scroller).toHaveAttribute('tabindex', '0');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
