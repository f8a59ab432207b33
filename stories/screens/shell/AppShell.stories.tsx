import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ERROR_CODES, MESSAGES } from '@school/contract';
import { TEXTS } from '../../../app/src/config/texts';
import { asUser, bannedUser, schoolConfigured, schoolDetails, serverDown, slow, users } from '@school/mocks';
import { appScreenMeta, eventually, navigations, signedInAs, withHandlers } from '../app-screen-story';
import type { Canvas } from '../app-screen-story';
import type { AppScreen } from '../../../app/src/testing/app-screen';

const base = appScreenMeta();

/**
 * The whole app (shell, session and home page) at a URL, over the mock server, with a fresh store
 * and a memory router per story. Signed-in states come from the cookies the mocks understand.
 */
const meta = {
  title: 'Screens/App shell',
  ...base,
  parameters: { ...base.parameters },
} satisfies Meta<typeof AppScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openProfile(canvas: Canvas, name: RegExp) {
  await userEvent.click(await canvas.findByRole('button', { name }));
  return within(await canvas.findByRole('dialog', { name: 'Профиль' }));
}

/** No session: the sign-in message and the app bar's 'Войти'. */
export const Anonymous: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: TEXTS.welcomeTitle })).toBeVisible();
    await expect(canvas.getByText(TEXTS.anonymousText)).toBeVisible();
    await expect(canvas.getByRole('button', { name: TEXTS.signIn })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Главное меню' })).toBeInTheDocument();
  },
};

/** The user is being fetched: the skeleton, and neither the sign-in message nor a user chip. */
export const Loading: Story = {
  beforeEach: signedInAs(users.student),
  parameters: withHandlers(...slow('getUser')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('page-skeleton')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: TEXTS.welcomeTitle })).toBeNull();
    await expect(canvas.queryByRole('button', { name: TEXTS.signIn })).toBeNull();
  },
};

/** A student: greeting, their subjects' count, the month calendar; no students' count, no teacher view, no 'Управление'. */
export const Student: Story = {
  beforeEach: signedInAs(users.student),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Здравствуйте, Иван!' })).toBeVisible();
    // the courses the student is enrolled in (two), not the subjects of the questionnaire (three)
    const courses = canvas.getByRole('region', { name: 'Текущие курсы' });
    await eventually(() => expect(courses).toHaveTextContent(/^Текущие курсы2$/));
    await expect(canvas.queryByRole('region', { name: 'Ученики' })).toBeNull();
    await expect(canvas.getByRole('heading', { name: TEXTS.monthCalendarTitle })).toBeVisible();
    // the month itself (react-day-picker) is a chunk of its own that comes after the card
    await expect(await canvas.findByRole('group', { name: /Расписание: ноябрь 2026/i })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Преподаватели школы' })).toBeNull();

    const menu = within(canvas.getByRole('navigation', { name: 'Главное меню' }));
    await expect(menu.getByRole('link', { name: TEXTS.home })).toHaveAttribute('aria-current', 'page');
    for (const item of users.student.roleList) await expect(menu.getByRole('link', { name: item.title })).toBeVisible();
    // the server's SCHOOL_WEBSITE
    const website = await menu.findByRole('link', { name: 'Сайт школы' });
    await expect(website).toHaveAttribute('href', schoolDetails.website);
    await expect(website).toHaveAttribute('target', '_blank');

    const drawer = await openProfile(canvas, /Иван Петров/);
    await expect(drawer.getByRole('heading', { name: 'Иван Петров' })).toBeVisible();
    await expect(drawer.getByText('Ученик')).toBeVisible();
    await expect(drawer.getByText('+7 916 123-45-07')).toBeVisible();
    await expect(drawer.getByText(users.student.email!)).toBeVisible();
    await expect(drawer.getByRole('link', { name: TEXTS.settings })).toBeVisible();
    await expect(drawer.getByRole('button', { name: TEXTS.logout })).toBeVisible();
    await expect(drawer.queryByRole('link', { name: TEXTS.manage })).toBeNull();
    await expect(drawer.queryByRole('list', { name: 'Преподаваемые предметы' })).toBeNull();
  },
};

/** A SENIOR: the teacher-management view, subject badges and 'Управление' in the drawer. */
export const Senior: Story = {
  beforeEach: signedInAs(users.senior),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Здравствуйте, Светлана!' })).toBeVisible();
    const teachers = within(canvas.getByRole('region', { name: 'Преподаватели школы' }));
    await expect(await teachers.findByText('Анна Смирнова')).toBeVisible();
    await expect(teachers.getByText('Физика')).toBeVisible();
    await expect(teachers.getByRole('link', { name: 'Изменить: Анна Смирнова' })).toHaveAttribute(
      'href',
      '/admin/users?search=teacher',
    );
    await expect(teachers.getByRole('link', { name: 'Управление пользователями' })).toHaveAttribute(
      'href',
      '/admin/users',
    );

    const drawer = await openProfile(canvas, /Светлана Кузнецова/);
    const subjects = drawer.getByRole('list', { name: 'Преподаваемые предметы' });
    await expect(subjects).toHaveTextContent('Русский язык');
    await expect(subjects).toHaveTextContent('Литература');
    await userEvent.click(drawer.getByRole('link', { name: TEXTS.manage }));

    await expect(await canvas.findByRole('heading', { name: TEXTS.adminWelcome })).toBeVisible();
    const adminMenu = within(canvas.getByRole('navigation', { name: 'Меню администратора' }));
    for (const item of [
      TEXTS.adminMenu,
      TEXTS.adminUsers,
      TEXTS.adminNewUsers,
      TEXTS.adminSubjects,
      TEXTS.adminAudit,
      TEXTS.backToMain,
    ]) {
      await expect(adminMenu.getByRole('link', { name: item })).toBeVisible();
    }
    await expect(adminMenu.queryByRole('link', { name: new RegExp(TEXTS.adminStats) })).toBeNull();
    await expect(adminMenu.getByText(TEXTS.adminStats).closest('[aria-disabled="true"]')).not.toBeNull();
    await expect(adminMenu.getByText(TEXTS.inDevelopment)).toBeVisible();
  },
};

/** An OWNER (also SENIOR in the seed): the teacher view too; the owner is not offered to edit themself. */
export const Owner: Story = {
  beforeEach: signedInAs(users.owner),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Здравствуйте, Ольга!' })).toBeVisible();
    const teachers = within(canvas.getByRole('region', { name: 'Преподаватели школы' }));
    await expect(await teachers.findByText('Светлана Кузнецова')).toBeVisible();
    await expect(teachers.queryByRole('link', { name: 'Изменить: Ольга Воронцова' })).toBeNull();
    const drawer = await openProfile(canvas, /Ольга Воронцова/);
    await expect(drawer.getByRole('link', { name: TEXTS.manage })).toBeVisible();
    await expect(drawer.getByRole('list', { name: 'Преподаваемые предметы' })).toHaveTextContent('Математика');
  },
};

const ownerOnly = { ...users.owner, roles: ['OWNER' as const] };

/** An OWNER without SENIOR: the teacher view says the list needs SENIOR; no 'Управление', no error toast. */
export const OwnerWithoutSenior: Story = {
  beforeEach: signedInAs(users.owner),
  parameters: withHandlers(...asUser(ownerOnly)),
  play: async ({ canvas }) => {
    const teachers = within(await canvas.findByRole('region', { name: 'Преподаватели школы' }));
    await expect(await teachers.findByText(/доступен с ролью «Старший преподаватель»/)).toBeVisible();
    await expect(teachers.queryByRole('link', { name: 'Управление пользователями' })).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
    const drawer = await openProfile(canvas, /Ольга Воронцова/);
    await expect(drawer.queryByRole('link', { name: TEXTS.manage })).toBeNull();
  },
};

/** A banned account: only the blocking 'Доступ запрещен' dialog, whose one button signs out. */
export const Banned: Story = {
  beforeEach: signedInAs(users.banned),
  parameters: withHandlers(...bannedUser()),
  play: async ({ canvas }) => {
    const dialog = within(await canvas.findByRole('alertdialog', { name: TEXTS.bannedTitle }));
    await expect(dialog.getByText(MESSAGES.banned)).toBeVisible();
    await expect(dialog.getByText(new RegExp(ERROR_CODES.banned))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: TEXTS.bannedLogout }));
    await eventually(() => expect(navigations).toEqual(['/']));
    await expect(document.cookie).not.toMatch(/accessToken=/);
  },
};

/** The health check fails: the blocking connection-error dialog with a code ending in _500. */
export const ServerDown: Story = {
  parameters: withHandlers(...serverDown()),
  play: async ({ canvas }) => {
    const dialog = within(await canvas.findByRole('alertdialog', { name: TEXTS.serverErrorTitle }));
    await expect(dialog.getByText(/_500/)).toBeVisible();
    await expect(dialog.getByText(/внутренняя ошибка/i)).toBeVisible();
    // reloading destroys nothing: not the red destructive button
    await expect(dialog.getByRole('button', { name: 'Обновить страницу' })).toHaveAttribute('data-color', 'primary');
  },
};

/** A student typing /admin lands on the home page. */
export const StudentOnAdminPath: Story = {
  args: { path: '/admin/users' },
  beforeEach: signedInAs(users.student),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Здравствуйте, Иван!' })).toBeVisible();
    await expect(canvas.queryByText(TEXTS.adminWelcome)).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Меню администратора' })).toBeNull();
  },
};

/** The schedule page: this week, Monday first (the lessons themselves: Screens/Lessons/Calendar page). */
export const Schedule: Story = {
  args: { path: '/calendar' },
  beforeEach: signedInAs(users.student),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: TEXTS.weekScheduleTitle })).toBeVisible();
    const week = within(canvas.getByRole('group', { name: 'Расписание на неделю' }));
    // FIXTURE_NOW is Saturday 21 November 2026: its week runs from Monday the 16th to Sunday the 22nd.
    await expect(await week.findByText('16–22 ноября 2026')).toBeVisible();
    const days = await week.findAllByRole('heading', { level: 2 });
    await expect(days).toHaveLength(7);
    await expect(days[0]).toHaveTextContent('понедельник, 16 ноября');
    await expect(days[6]).toHaveTextContent('воскресенье, 22 ноября');
  },
};

/** A page that needs sign-in, opened anonymously: the sign-in message instead of the page. */
export const AnonymousOnSchedule: Story = {
  args: { path: '/calendar' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: TEXTS.welcomeTitle })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: TEXTS.weekScheduleTitle })).toBeNull();
  },
};

/** Settings without a session: back to / (platform.md section 2). */
export const AnonymousOnSettings: Story = {
  args: { path: '/settings' },
  play: async ({ canvas }) => {
    // the settings route's chunk loads before the redirect (it now holds the calendar feed section too)
    await expect(await canvas.findByRole('heading', { name: TEXTS.welcomeTitle })).toBeVisible();
    await expect(canvas.getByRole('link', { name: TEXTS.home })).toHaveAttribute('aria-current', 'page');
  },
};

/** An unknown address. */
export const NotFound: Story = {
  args: { path: '/no-such-page' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
  },
};

/** A 360 px phone: the menu starts closed, opens from the app bar, and nothing sticks out sideways. */
export const StudentOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  beforeEach: signedInAs(users.student),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Здравствуйте, Иван!' })).toBeVisible();
    await expect(window.innerWidth).toBeLessThanOrEqual(360);
    await expect(canvas.queryByRole('navigation', { name: 'Главное меню' })).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);

    await userEvent.click(canvas.getByRole('button', { name: 'Меню' }));
    const menu = within(await canvas.findByRole('navigation', { name: 'Главное меню' }));
    await userEvent.click(menu.getByRole('link', { name: 'Расписание' }));
    await expect(await canvas.findByRole('heading', { name: TEXTS.weekScheduleTitle })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Главное меню' })).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** The help button: legal details and contacts, and from there the public offer with every point of the spec. */
export const HelpAndOffer: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Помощь' }));
    const help = within(await canvas.findByRole('dialog', { name: 'Помощь и контакты' }));
    // the legal details come from the server's configuration; unset, they read as examples
    await expect(await help.findByText('ООО «Пример» (укажите реквизиты школы)')).toBeVisible();
    for (const term of ['Сайт', 'Социальная сеть', 'Мессенджер', 'Телефон', 'Электронная почта', 'ИНН', 'ОГРН']) {
      await expect(help.getByText(term)).toBeVisible();
    }
    // unset, the contact links are examples too, and say so
    await expect(help.getByRole('link', { name: 'example.ru' })).toHaveAttribute('href', schoolDetails.website);
    await expect(help.getByRole('link', { name: 'vk.com/example' })).toHaveAttribute('target', '_blank');
    await expect(help.getByRole('link', { name: 't.me/example' })).toHaveAttribute('target', '_blank');
    // the phone in the one form of the whole app
    const phone = help.getByRole('link', { name: /^\+7/ });
    await expect(phone).toHaveTextContent(/^\+7 \d{3} \d{3}-\d{2}-\d{2}$/);
    await expect(phone).toHaveAttribute('href', expect.stringMatching(/^tel:\+7\d+$/));
    await expect(help.getByRole('link', { name: /@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    await expect(help.getByRole('link', { name: 'Политика обработки персональных данных' })).toHaveAttribute(
      'href',
      '/privacy',
    );

    await userEvent.click(help.getByRole('button', { name: 'Публичная оферта' }));
    const offer = await canvas.findByRole('dialog', { name: 'Публичная оферта' });
    for (const point of [
      'ООО «Пример» (укажите реквизиты школы)',
      'Редакция от 02.07.2025',
      'на условиях 100% предоплаты',
      'в рублях Российской Федерации',
      'Доступ к курсу предоставляется после оплаты',
      'После предоставления доступа ко всем материалам курса возврат денежных средств не производится',
      'ограничена суммой, оплаченной Заказчиком',
      'не гарантирует получение обучающимся определенных результатов экзаменов',
      'Запрещается передавать доступ к платформе и курсам третьим лицам, копировать',
      'приобретать курсы совместно',
      'без возврата денежных средств',
      'направляет Исполнителю письменную претензию',
      'в течение 10 рабочих дней',
    ]) {
      await expect(offer).toHaveTextContent(point);
    }
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog', { name: 'Публичная оферта' })).toBeNull();
    await expect(canvas.getByRole('dialog', { name: 'Помощь и контакты' })).toBeVisible();
  },
};

/** The contact links are the server's settings (SCHOOL_WEBSITE, SCHOOL_VK, SCHOOL_TELEGRAM), read at run time: the
    help dialog and the menu's 'Сайт школы' show what the school set, with no new build. */
export const HelpWithSchoolLinks: Story = {
  parameters: withHandlers(
    ...schoolConfigured({
      website: 'https://school.example.org',
      vk: 'https://vk.com/school_example',
      telegram: 'https://t.me/school_example',
    }),
  ),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Помощь' }));
    const help = within(await canvas.findByRole('dialog', { name: 'Помощь и контакты' }));
    await expect(await help.findByRole('link', { name: 'school.example.org' })).toHaveAttribute(
      'href',
      'https://school.example.org',
    );
    await expect(help.getByRole('link', { name: 'vk.com/school_example' })).toHaveAttribute(
      'href',
      'https://vk.com/school_example',
    );
    await expect(help.getByRole('link', { name: 't.me/school_example' })).toHaveAttribute(
      'href',
      'https://t.me/school_example',
    );
    await userEvent.keyboard('{Escape}');
    const menu = within(canvas.getByRole('navigation', { name: 'Главное меню' }));
    await expect(await menu.findByRole('link', { name: 'Сайт школы' })).toHaveAttribute(
      'href',
      'https://school.example.org',
    );
  },
};

/**
 * 'Политика обработки персональных данных' (152-ФЗ): a public page in the shell, reached from the help
 * dialog; its operator is the school of the server's settings, and it names what a person is owed:
 * the data kept, purposes, grounds, periods, rights and how to withdraw the consent.
 */
export const PrivacyPolicy: Story = {
  /* Three screens tall: Chromium paints only the top of so long an element for its screenshot, the rest comes out
     blank. The look is the offer's (one LegalDocument), and the play checks the text. */
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Помощь' }));
    const help = within(await canvas.findByRole('dialog', { name: 'Помощь и контакты' }));
    await userEvent.click(await help.findByRole('link', { name: 'Политика обработки персональных данных' }));

    const title = await canvas.findByRole('heading', { name: 'Политика обработки персональных данных', level: 1 });
    await expect(title).toBeVisible();
    await expect(canvas.queryByRole('dialog', { name: 'Помощь и контакты' })).toBeNull();
    const policy = (await canvas.findByText(/^1\.1\./)).closest('article')!;
    for (const heading of [
      '2. Какие данные мы обрабатываем',
      '3. Цели обработки',
      '4. Правовые основания',
      '7. Сроки хранения',
      '8. Ваши права',
      '9. Как отозвать согласие',
      '10. Контакты Оператора',
    ]) {
      await expect(within(policy).getByRole('heading', { name: heading, level: 2 })).toBeVisible();
    }
    for (const text of [
      `${schoolDetails.name} (ИНН ${schoolDetails.inn}`,
      'Редакция от 01.12.2026',
      'За ученика младше 14 лет согласие дает его родитель',
      `по электронной почте ${schoolDetails.email}`,
      '«Скачать мои данные»',
      'Роскомнадзор',
    ]) {
      await expect(policy).toHaveTextContent(text);
    }
  },
};
