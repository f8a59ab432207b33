import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES } from '@school/contract';
import { lessonsServerError, noLessons, slow, users } from '@school/mocks';
import { EMPTY_WEEK_TEXT } from '@school/ui';
import { TEXTS } from '../../../app/src/config/texts';
import type { AppScreen } from '../../../app/src/testing/app-screen';
import { appScreenMeta, signedInAs, withHandlers, type Canvas } from '../app-screen-story';

const base = appScreenMeta({ path: '/calendar', viewer: users.student });

/**
 * '/calendar' inside the whole app over the mock server: the busy fixture week (16-22 November
 * 2026, today is its Saturday). The browser runs in UTC, so Moscow's 16:00 reads 13:00.
 */
const meta = {
  title: 'Screens/Lessons/Calendar page',
  ...base,
  parameters: { ...base.parameters },
} satisfies Meta<typeof AppScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openWeek(canvas: Canvas) {
  await expect(await canvas.findByRole('heading', { name: TEXTS.weekScheduleTitle })).toBeVisible();
  return within(canvas.getByRole('group', { name: 'Расписание на неделю' }));
}

const lessonButton = (week: ReturnType<typeof within>, name: RegExp) => week.findByRole('button', { name });

/** A student's busy week: only the subjects they learn, and a lesson's details with its room link. */
export const BusyWeek: Story = {
  play: async ({ canvas }) => {
    const week = await openWeek(canvas);
    await expect(week.getByText('16–22 ноября 2026')).toBeVisible();
    await userEvent.click(await lessonButton(week, /13:00–14:30 Математика .* Производная и ее применение/));
    // physics is not one of the student's subjects
    await expect(week.queryByText('Законы Ньютона')).toBeNull();
    // a student plans nothing
    await expect(week.queryByRole('button', { name: 'Добавить занятие' })).toBeNull();

    const details = within(await canvas.findByRole('dialog', { name: 'Производная и ее применение' }));
    await expect(details.getByText('Анна Смирнова')).toBeVisible();
    await expect(details.getByText('Повторить таблицу производных. Взять черновик.')).toBeVisible();
    await expect(details.getByRole('link', { name: 'Подключиться' })).toHaveAttribute(
      'href',
      'https://meet.school.example.ru/math-11a',
    );
    await expect(details.queryByRole('button', { name: 'Удалить' })).toBeNull();
  },
};

/** Next week has no lessons: a friendly line instead of a blank grid, and 'Сегодня' comes back. */
export const EmptyWeek: Story = {
  play: async ({ canvas }) => {
    const week = await openWeek(canvas);
    await lessonButton(week, /Пробный экзамен/);
    await userEvent.click(week.getByRole('button', { name: 'Следующая неделя' }));
    await expect(await week.findByText(EMPTY_WEEK_TEXT)).toBeVisible();
    await expect(week.getByText('23–29 ноября 2026')).toBeVisible();
    await userEvent.click(week.getByRole('button', { name: 'Сегодня' }));
    await expect(await lessonButton(week, /Пробный экзамен/)).toBeVisible();
  },
};

/**
 * Another week than this one: the heading says which week it is instead of the spec's 'на этой неделе', the
 * line by the arrows how far it is ('через 2 недели'), and 'Сегодня' brings this week and its heading back.
 */
export const AnotherWeek: Story = {
  play: async ({ canvas }) => {
    const week = await openWeek(canvas);
    await lessonButton(week, /Пробный экзамен/);
    await userEvent.click(week.getByRole('button', { name: 'Следующая неделя' }));
    await userEvent.click(week.getByRole('button', { name: 'Следующая неделя' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Ваше расписание на неделю 30 ноября – 6 декабря 2026' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: TEXTS.weekScheduleTitle })).toBeNull();
    await expect(week.getByText('30 ноября – 6 декабря 2026').parentElement).toHaveTextContent(
      '30 ноября – 6 декабря 2026, через 2 недели',
    );
    await userEvent.click(week.getByRole('button', { name: 'Сегодня' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: TEXTS.weekScheduleTitle })).toBeVisible();
    await expect(week.getByText('16–22 ноября 2026').parentElement).toHaveTextContent(/^16–22 ноября 2026$/);
    await expect(await lessonButton(week, /Пробный экзамен/)).toBeVisible();
    // the picture: next week, named so
    await userEvent.click(week.getByRole('button', { name: 'Следующая неделя' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Ваше расписание на неделю 23–29 ноября 2026' }),
    ).toBeVisible();
    await expect(week.getByText('23–29 ноября 2026').parentElement).toHaveTextContent('следующая неделя');
  },
};

/** Nothing planned at all: a new student is told the week is free, not to go over what they never had. */
export const NoLessons: Story = {
  parameters: withHandlers(...noLessons()),
  play: async ({ canvas }) => {
    const week = await openWeek(canvas);
    await expect(await week.findByText(EMPTY_WEEK_TEXT)).toBeVisible();
    await expect(week.queryByText(/повторить пройденное/)).toBeNull();
  },
};

/** A teacher's empty week says how to fill it. */
export const TeacherNoLessons: Story = {
  beforeEach: signedInAs(users.teacher),
  parameters: withHandlers(...noLessons()),
  play: async ({ canvas }) => {
    const week = await openWeek(canvas);
    await expect(
      await week.findByText('На этой неделе занятий нет. Чтобы запланировать занятие, нажмите «Добавить занятие».'),
    ).toBeVisible();
    await expect(week.getByRole('button', { name: 'Добавить занятие' })).toBeVisible();
  },
};

/** A 360 px phone: the days with lessons one under another, long titles wrapped, nothing sideways. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const week = await openWeek(canvas);
    await expect(await lessonButton(week, /Разбор варианта ЕГЭ/)).toBeVisible();
    const days = week.getAllByRole('heading', { level: 2 }).map((day) => day.textContent);
    await expect(days).toEqual([
      'понедельник, 16 ноября',
      'среда, 18 ноября',
      'четверг, 19 ноября',
      'суббота, 21 ноября, сегодня',
    ]);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

export const Loading: Story = {
  parameters: withHandlers(...slow('lessons')),
  play: async ({ canvas }) => {
    const week = await openWeek(canvas);
    await expect(week.getByRole('status', { name: 'Загрузка расписания' })).toBeVisible();
  },
};

/** The week could not be loaded: said in its place, with 'Повторить'. */
export const ServerError: Story = {
  parameters: withHandlers(...lessonsServerError()),
  play: async ({ canvas }) => {
    const week = await openWeek(canvas);
    const alert = await week.findByRole('alert');
    await expect(alert).toHaveTextContent('Не удалось загрузить расписание.');
    await expect(within(alert).getByRole('button', { name: TEXTS.retry })).toBeVisible();
  },
};

async function openAddDialog(canvas: Canvas) {
  const week = await openWeek(canvas);
  await userEvent.click(await week.findByRole('button', { name: 'Добавить занятие' }));
  return within(await canvas.findByRole('dialog', { name: 'Добавить занятие' }));
}

/** A teacher adds a lesson repeated for three weeks: only their subjects are offered, the time reads 24-hour. */
export const TeacherAddsLesson: Story = {
  beforeEach: signedInAs(users.teacher),
  play: async ({ canvas }) => {
    const dialog = await openAddDialog(canvas);
    await userEvent.click(dialog.getByRole('combobox', { name: 'Предмет' }));
    const options = (await dialog.findAllByRole('option')).map((option) => option.textContent);
    await expect(options).toEqual(['Математика (профильный уровень)', 'Физика']);
    await userEvent.click(dialog.getByRole('option', { name: 'Физика' }));
    await userEvent.type(dialog.getByLabelText('Тема'), 'Электростатика');
    // the date starts on the week shown (today, Saturday the 21st); the calendar picks next Thursday
    const date = dialog.getByLabelText('Дата');
    await expect(date).toHaveValue('21.11.2026');
    await userEvent.click(dialog.getByRole('button', { name: 'Выбрать дату' }));
    const picker = within(await canvas.findByRole('dialog', { name: 'Выбор даты' }));
    await waitFor(() => expect(picker.getByRole('button', { name: /21 ноября 2026/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowLeft}{ArrowLeft}{Enter}');
    await expect(date).toHaveValue('26.11.2026');
    await expect(dialog.getByRole('button', { name: 'Выбрать дату' })).toHaveFocus();
    // 24-hour whatever the browser's locale (this one is English, where a native time input reads '04:00 PM')
    const time = dialog.getByRole('textbox', { name: 'Время начала' });
    await expect(time).toHaveValue('16:00');
    await userEvent.clear(time);
    await userEvent.type(time, '1830');
    await userEvent.clear(dialog.getByLabelText('Повторять, недель'));
    await userEvent.type(dialog.getByLabelText('Повторять, недель'), '3');
    await expect(time).toHaveValue('18:30');
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await expect(await canvas.findByText('Добавлено занятий: 3')).toBeVisible();
    await expect(canvas.queryByRole('dialog', { name: 'Добавить занятие' })).toBeNull();
  },
};

/** A physics consultation planned on Monday at 13:30, over the teacher's own maths (13:00-14:30), and saved once. */
async function planOverMondayMaths(canvas: Canvas) {
  const dialog = await openAddDialog(canvas);
  await userEvent.click(dialog.getByRole('combobox', { name: 'Предмет' }));
  await userEvent.click(await dialog.findByRole('option', { name: 'Физика' }));
  await userEvent.type(dialog.getByLabelText('Тема'), 'Консультация');
  await userEvent.clear(dialog.getByLabelText('Дата'));
  await userEvent.type(dialog.getByLabelText('Дата'), '16.11.2026');
  await userEvent.clear(dialog.getByLabelText('Время начала'));
  await userEvent.type(dialog.getByLabelText('Время начала'), '13:30');
  await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
  return { dialog, warning: await dialog.findByRole('alert') };
}

/**
 * Planned over the teacher's own lesson: before saving, the dialog names it (title, day, time) and
 * stays open. (The browser runs in UTC: Moscow's 16:00 reads 13:00.)
 */
export const TeacherWarnedOfClash: Story = {
  beforeEach: signedInAs(users.teacher),
  play: async ({ canvas }) => {
    const { warning } = await planOverMondayMaths(canvas);
    await expect(warning).toHaveTextContent('В это время у Вас уже есть занятие:');
    await expect(within(warning).getByRole('listitem')).toHaveTextContent(
      '«Производная и ее применение», понедельник, 16 ноября, 13:00–14:30',
    );
    await expect(canvas.getByRole('dialog', { name: 'Добавить занятие' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Сохранить все равно' })).toBeVisible();
  },
};

/** Warned of the clash, the teacher saves deliberately with 'Сохранить все равно'. */
export const TeacherSavesDespiteClash: Story = {
  beforeEach: signedInAs(users.teacher),
  play: async ({ canvas }) => {
    await planOverMondayMaths(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить все равно' }));
    await expect(await canvas.findByText('Занятие добавлено')).toBeVisible();
    await expect(canvas.queryByRole('dialog', { name: 'Добавить занятие' })).toBeNull();
  },
};

/** A teacher on a 360 px phone picks the date in the calendar: it fits the screen, over the dialog. */
export const TeacherPicksDateOnPhone: Story = {
  beforeEach: signedInAs(users.teacher),
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const dialog = await openAddDialog(canvas);
    await userEvent.click(dialog.getByRole('button', { name: 'Выбрать дату' }));
    const popover = await canvas.findByRole('dialog', { name: 'Выбор даты' });
    const picker = within(popover);
    await waitFor(() => expect(picker.getByRole('button', { name: /21 ноября 2026/ })).toHaveFocus());
    const box = popover.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    await userEvent.click(picker.getByRole('button', { name: /19 ноября 2026/ }));
    await expect(dialog.getByLabelText('Дата')).toHaveValue('19.11.2026');
    await expect(canvas.queryByRole('dialog', { name: 'Выбор даты' })).toBeNull();
    // open again for the picture: the calendar over the form
    await userEvent.click(dialog.getByRole('button', { name: 'Выбрать дату' }));
    await expect(await canvas.findByRole('dialog', { name: 'Выбор даты' })).toBeVisible();
  },
};

/** Wrong values: the contract's Russian messages under the fields, and nothing is sent. */
export const ValidationErrors: Story = {
  beforeEach: signedInAs(users.teacher),
  play: async ({ canvas }) => {
    const dialog = await openAddDialog(canvas);
    await userEvent.clear(dialog.getByLabelText('Длительность, мин'));
    await userEvent.type(dialog.getByLabelText('Длительность, мин'), '300');
    await userEvent.type(dialog.getByLabelText('Ссылка на занятие'), 'http://meet.example.ru');
    // a day that does not exist stays as typed, and the rule names it (under the date and the time)
    await userEvent.clear(dialog.getByLabelText('Дата'));
    await userEvent.type(dialog.getByLabelText('Дата'), '31.02.2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await expect(dialog.getByText(MESSAGES.required)).toBeVisible();
    await expect(dialog.getByText(MESSAGES.lessonTitleRequired)).toBeVisible();
    await expect(dialog.getByText(MESSAGES.lessonDuration)).toBeVisible();
    await expect(dialog.getByText(MESSAGES.lessonLinkHttps)).toBeVisible();
    await expect(dialog.getByLabelText('Дата')).toHaveValue('31.02.2026');
    await expect(dialog.getByLabelText('Дата')).toHaveAccessibleDescription(MESSAGES.lessonDateInvalid);
    await expect(canvas.getByRole('dialog', { name: 'Добавить занятие' })).toBeVisible();
  },
};

/** The details of Tuesday's physics, 'Законы Ньютона', a lesson of a weekly series. */
async function openSeriesLesson(canvas: Canvas) {
  const week = await openWeek(canvas);
  await userEvent.click(await lessonButton(week, /Законы Ньютона/));
  return within(await canvas.findByRole('dialog', { name: 'Законы Ньютона' }));
}

/** 'Изменить' in that lesson's details: the edit dialog, filled in. */
async function editSeriesLesson(canvas: Canvas) {
  const details = await openSeriesLesson(canvas);
  await userEvent.click(details.getByRole('button', { name: 'Изменить' }));
  return within(await canvas.findByRole('dialog', { name: 'Изменить занятие' }));
}

/** 'Удалить' on a lesson of a series asks first, and whether the later lessons go too (this one only at first). */
async function askToDelete(canvas: Canvas) {
  const details = await openSeriesLesson(canvas);
  await expect(details.getByRole('button', { name: 'Изменить' })).toBeVisible();
  await userEvent.click(details.getByRole('button', { name: 'Удалить' }));
  const confirm = within(await canvas.findByRole('alertdialog', { name: 'Удалить занятие?' }));
  const scope = within(confirm.getByRole('group', { name: 'Удалить' }));
  await expect(scope.getByRole('radio', { name: 'Только это занятие' })).toBeChecked();
  await userEvent.click(scope.getByRole('radio', { name: 'Это и все следующие' }));
  return confirm;
}

/** The confirm step of a lesson of a series: this one only, or this and every later one; students are told. */
export const TeacherDeletesSeriesConfirm: Story = {
  beforeEach: signedInAs(users.teacher),
  play: async ({ canvas }) => {
    const confirm = await askToDelete(canvas);
    await expect(
      confirm.getByText(
        '«Законы Ньютона» и следующие занятия серии пропадут из расписания учеников. Ученики получат уведомление.',
      ),
    ).toBeVisible();
  },
};

/** The lesson's teacher deletes it and the rest of its series from its details. */
export const TeacherDeletesLesson: Story = {
  beforeEach: signedInAs(users.teacher),
  play: async ({ canvas }) => {
    const confirm = await askToDelete(canvas);
    await userEvent.click(confirm.getByRole('button', { name: 'Удалить' }));
    await expect(await canvas.findByText('Занятия серии удалены')).toBeVisible();
  },
};

/** A SENIOR changes a teacher's lesson of a series, this one only: the same dialog, filled in, without the repeat. */
export const SeniorEditsLesson: Story = {
  beforeEach: signedInAs(users.senior),
  play: async ({ canvas }) => {
    const dialog = await editSeriesLesson(canvas);
    await expect(dialog.getByRole('radio', { name: 'Только это занятие' })).toBeChecked();
    await expect(dialog.getByLabelText('Тема')).toHaveValue('Законы Ньютона');
    await expect(dialog.getByLabelText('Дата')).toHaveValue('17.11.2026');
    await expect(dialog.getByRole('textbox', { name: 'Время начала' })).toHaveValue('14:30');
    await expect(dialog.getByLabelText('Длительность, мин')).toHaveValue(45);
    await expect(dialog.queryByLabelText('Повторять, недель')).toBeNull();
    await userEvent.type(dialog.getByLabelText('Тема'), ': задачи');
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await expect(await canvas.findByText('Занятие сохранено')).toBeVisible();
  },
};

/**
 * The teacher moves their Tuesday physics and its later lessons onto Wednesday's maths: warned, they
 * change the time instead, and the series is saved.
 */
export const TeacherMovesSeriesOffClash: Story = {
  beforeEach: signedInAs(users.teacher),
  play: async ({ canvas }) => {
    const dialog = await editSeriesLesson(canvas);
    await userEvent.click(dialog.getByRole('radio', { name: 'Это и все следующие' }));
    await userEvent.clear(dialog.getByLabelText('Дата'));
    await userEvent.type(dialog.getByLabelText('Дата'), '18.11.2026');
    const time = dialog.getByRole('textbox', { name: 'Время начала' });
    await userEvent.clear(time);
    await userEvent.type(time, '14:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    const warning = await dialog.findByRole('alert');
    await expect(within(warning).getByRole('listitem')).toHaveTextContent(
      /^«Разбор варианта ЕГЭ: .*», среда, 18 ноября, 13:00–15:00$/,
    );
    await expect(canvas.getByRole('button', { name: 'Сохранить все равно' })).toBeVisible();
    // another time: the warning is for the old one, and saving asks again
    await userEvent.clear(time);
    await userEvent.type(time, '16:00');
    await expect(dialog.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await expect(await canvas.findByText('Занятия серии сохранены')).toBeVisible();
  },
};
