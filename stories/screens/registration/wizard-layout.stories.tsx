import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { subjects, tempUsers } from '@school/mocks';
import { company } from '../../../app/src/config/company';
import { TEXTS } from '../../../app/src/config/texts';
import { OLYMPIAD_LABEL } from '../../../app/src/features/registration/components/scores-step';
import type { Canvas, PageStory } from '../page-story';
import { eventually, LAYOUT_WINDOWS, pageStoryMeta, tick, timerStarted, user, withClock } from '../page-story';
import { chooseSubjects, selfRegistration, WIZARD_PAGE } from './wizard-story';

const base = pageStoryMeta({ ...WIZARD_PAGE, windows: LAYOUT_WINDOWS });

/**
 * The registration wizard's layout at the two widths, a 1366 px laptop and a 360 px phone: its own small
 * header with the school's logo leading back to the site, score sliders of one width on every card, and on a phone a
 * review whose every column is readable and a step label that is whole.
 */
const meta = {
  title: 'Screens/Registration/Wizard layout',
  ...base,
  parameters: { ...base.parameters },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const onPhone = { globals: { viewport: { value: 'phone', isRotated: false } } } as const;

/** Subjects whose names differ in length, so a slider sized by its label would differ too. */
const threeSubjects = [subjects.math.name, 'Физика', 'Информатика'];

/** Nothing of `element` is cut: inside the window and inside every box around it that clips what overflows. */
async function expectWhole(element: Element) {
  const rect = element.getBoundingClientRect();
  await expect(rect.width).toBeGreaterThan(0);
  await expect(rect.left).toBeGreaterThanOrEqual(0);
  await expect(rect.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
  for (let box = element.parentElement; box; box = box.parentElement) {
    const style = getComputedStyle(box);
    if (style.overflowX === 'visible') continue;
    const clip = box.getBoundingClientRect();
    await expect(rect.left).toBeGreaterThanOrEqual(Math.floor(clip.left));
    await expect(rect.right).toBeLessThanOrEqual(Math.ceil(clip.right));
  }
  if (element instanceof HTMLElement) await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth);
}

/** The title of the current step in the stepper is shown whole, not cut short. */
async function expectCurrentStepWhole(canvas: Canvas, title: string) {
  const current = canvas.getByRole('listitem', { current: 'step' });
  await expectWhole(within(current).getByText(title));
}

/** The header's logo and school title: one link, back to the site's home page. */
async function expectHomeLink(canvas: Canvas) {
  await eventually(() => expect(canvas.getByRole('link', { name: company.schoolTitle })).toBeInTheDocument());
  const home = canvas.getByRole('link', { name: company.schoolTitle });
  await expect(home).toHaveAttribute('href', '/');
  await expect(home.querySelector('svg')).toBeVisible();
  await expectWhole(home);
  return home;
}

async function toScores(canvas: Canvas): Promise<HTMLElement[]> {
  await user().click(await chooseSubjects(canvas, 11, threeSubjects));
  return canvas.getAllByRole('slider');
}

/* The page scrolled to the last control pressed; its baseline shows it from the top. */
const backToTop = () => window.scrollTo(0, 0);

async function expectSlidersOfOneWidth(canvas: Canvas) {
  const sliders = await toScores(canvas);
  await expect(sliders).toHaveLength(threeSubjects.length);
  const widths = sliders.map((slider) => Math.round(slider.getBoundingClientRect().width));
  await expect(new Set(widths).size).toBe(1);
  for (const slider of sliders) await expectWhole(slider);
}

/** 1366 px: the header's logo and title lead home (no app bar, no menu: the wizard stays a page of its own). */
export const LogoLinksHome: Story = {
  beforeEach: selfRegistration(tempUsers.emailChecked._id),
  play: withClock(async ({ canvas }) => {
    const home = await expectHomeLink(canvas);
    await expect(canvas.queryByRole('button', { name: 'Меню' })).toBeNull();
    await user().click(home);
    await eventually(() => expect(canvas.getByRole('heading', { name: 'Главная страница' })).toBeInTheDocument());
  }),
};

/** 360 px, the code step: the logo link, and 'Подтверждение почты' whole beside the other steps' numbers. */
export const CodeStepOnPhone: Story = {
  ...onPhone,
  beforeEach: selfRegistration(tempUsers.fresh._id),
  play: withClock(async ({ canvas }) => {
    await timerStarted(600);
    await tick(600);
    await expect(canvas.getByRole('group', { name: 'Код подтверждения' })).toBeVisible();
    await expectHomeLink(canvas);
    await expectCurrentStepWhole(canvas, 'Подтверждение почты');
    /* past the countdown, whose text would move on in real time once the story's clock is gone */
    await tick(60_000);
    await expect(canvas.getByRole('button', { name: 'Отправить код повторно' })).toBeVisible();
  }),
};

/** 1366 px: three subjects of different name lengths, three sliders of one width. */
export const ScoresOfOneWidth: Story = {
  beforeEach: selfRegistration(tempUsers.emailChecked._id),
  play: withClock(async ({ canvas }) => {
    await expectSlidersOfOneWidth(canvas);
  }),
};

/** 360 px: the same, each slider whole on the phone. */
export const ScoresOfOneWidthOnPhone: Story = {
  ...onPhone,
  beforeEach: selfRegistration(tempUsers.emailChecked._id),
  play: withClock(async ({ canvas }) => {
    await expectSlidersOfOneWidth(canvas);
    await expectCurrentStepWhole(canvas, 'Анкета');
    backToTop();
  }),
};

/** The review's subjects with their chosen score and olympiad flag: Информатика with the olympiad, the others without. */
async function toReview(canvas: Canvas) {
  await toScores(canvas);
  const informatics = within(canvas.getByRole('group', { name: 'Информатика' }));
  await user().click(informatics.getByRole('checkbox', { name: OLYMPIAD_LABEL }));
  await user().click(canvas.getByRole('button', { name: TEXTS.continue }));
  await eventually(() => expect(canvas.getByRole('heading', { name: 'Завершение регистрации' })).toBeVisible());
  return [
    { name: subjects.math.name, points: String(subjects.math.min), olympics: 'Нет' },
    { name: 'Физика', points: String(subjects.phys.min), olympics: 'Нет' },
    { name: 'Информатика', points: String(subjects.inf.min), olympics: 'Да' },
  ];
}

/** 1366 px: the review's table, every column with its header in view. */
export const ReviewTable: Story = {
  beforeEach: selfRegistration(tempUsers.emailChecked._id),
  play: withClock(async ({ canvas }) => {
    const chosen = await toReview(canvas);
    const table = within(canvas.getByRole('table', { name: 'Выбранные предметы' }));
    for (const header of ['Предмет', 'Желаемый результат', 'Олимпиада']) {
      await expectWhole(table.getByRole('columnheader', { name: header }));
    }
    for (const subject of chosen) {
      const row = within(table.getByRole('row', { name: new RegExp(subject.name.replace(/[()]/g, '\\$&')) }));
      for (const text of [subject.name, subject.points, subject.olympics]) await expectWhole(row.getByText(text));
    }
  }),
};

/**
 * 360 px: each subject of the review is a card of its own, its name, 'Желаемый результат' and 'Олимпиада' with their
 * values all in view (the table hid the last two behind a side scroll); 'Завершение регистрации' is whole.
 */
export const ReviewOnPhone: Story = {
  ...onPhone,
  beforeEach: selfRegistration(tempUsers.emailChecked._id),
  play: withClock(async ({ canvas }) => {
    const chosen = await toReview(canvas);
    const list = within(canvas.getByRole('list', { name: 'Выбранные предметы' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(chosen.length);
    for (const subject of chosen) {
      const card = within(list.getByRole('listitem', { name: subject.name }));
      await expectWhole(card.getByRole('heading', { name: subject.name }));
      for (const text of ['Желаемый результат', subject.points, 'Олимпиада', subject.olympics]) {
        await expectWhole(card.getByText(text));
      }
    }
    await expectCurrentStepWhole(canvas, 'Завершение регистрации');
    backToTop();
  }),
};
