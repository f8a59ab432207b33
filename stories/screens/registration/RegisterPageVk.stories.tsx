import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, within } from 'storybook/test';
import { COOKIES, endpointUrl } from '@school/contract';
import { subjects, tempUsers } from '@school/mocks';
import { TEXTS } from '../../../app/src/config/texts';
import type { Canvas, PageStory } from '../page-story';
import {
  eventually,
  navigations,
  pageStoryMeta,
  tick,
  timerStarted,
  user,
  withClock,
  withCookies,
  withHandlers,
} from '../page-story';
import { WIZARD_PAGE } from './wizard-story';

const base = pageStoryMeta(WIZARD_PAGE);

/**
 * The registration wizard of a person who came through VK ID (/get-vkapi left a pending registration
 * with the VK id in the tempuserId cookie): no code step and no e-mail sent, the names VK ID gave,
 * no login or password to choose; 'Зарегистрироваться' signs the person in and goes home.
 */
const meta = {
  title: 'Screens/Registration/Wizard through VK ID',
  ...base,
  parameters: { ...base.parameters },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;
const vkRegistration = () => withCookies({ [COOKIES.tempuserId]: tempUsers.vk._id });

/** Paths of the calls the wizard made: a code must never be sent or checked. */
const calls: string[] = [];
const recordCalls = http.all('*/server/*', ({ request }) => {
  calls.push(new URL(request.url).pathname);
});
const recording = () => {
  calls.length = 0;
};

async function questionnaire(canvas: Canvas) {
  await eventually(() => expect(canvas.getByRole('button', { name: TEXTS.continue })).toBeInTheDocument());
  return canvas.getByRole('button', { name: TEXTS.continue });
}

async function toReview(canvas: Canvas) {
  const next = await questionnaire(canvas);
  await user().click(canvas.getByRole('radio', { name: '11 класс' }));
  for (const name of [subjects.math.name, 'Физика']) await user().click(canvas.getByRole('checkbox', { name }));
  await user().click(next);
  await user().click(canvas.getByRole('button', { name: TEXTS.continue }));
}

/** Straight to the questionnaire: no code step, no pause for it, no code sent to anyone. */
export const NoCodeStep: Story = {
  beforeEach: [vkRegistration, recording],
  parameters: withHandlers(recordCalls),
  play: withClock(async ({ canvas }) => {
    await questionnaire(canvas);
    await expect(canvas.queryByRole('group', { name: 'Код подтверждения' })).toBeNull();
    await expect(calls).toContain(endpointUrl('getTempUser'));
    await expect(calls).not.toContain(endpointUrl('sendOtp'));
    await expect(calls).not.toContain(endpointUrl('checkOtp'));
  }),
};

/** The review: the names VK ID gave, no e-mail field (VK ID gave none), no login or password fields. */
export const Review: Story = {
  beforeEach: vkRegistration,
  play: withClock(async ({ canvas }) => {
    await toReview(canvas);
    await expect(canvas.getByLabelText('Имя')).toHaveValue(tempUsers.vk.firstName);
    await expect(canvas.getByLabelText('Фамилия')).toHaveValue(tempUsers.vk.lastName);
    await expect(canvas.queryByLabelText('Почта')).toBeNull();
    await expect(canvas.queryByLabelText('Логин')).toBeNull();
    await expect(canvas.queryByLabelText('Пароль')).toBeNull();
    await expect(canvas.queryByLabelText('Повторите пароль')).toBeNull();
    const rows = within(canvas.getByRole('table'))
      .getAllByRole('row')
      .map((row) => row.textContent);
    await expect(rows).toEqual([
      'ПредметЖелаемый результатОлимпиада',
      `${subjects.math.name}${subjects.math.min}Нет`,
      `Физика${subjects.phys.min}Нет`,
    ]);
    await expect(canvas.getByRole('button', { name: TEXTS.register })).toBeDisabled();
    await user().click(canvas.getByRole('radio', { name: 'Да' }));
    await expect(canvas.getByRole('button', { name: TEXTS.register })).toBeEnabled();
  }),
};

/** 'Зарегистрироваться': the tokens stored, the pending registration forgotten, home 1.2 s later. */
export const Registered: Story = {
  beforeEach: vkRegistration,
  play: withClock(async ({ canvas }) => {
    await toReview(canvas);
    await user().click(canvas.getByRole('radio', { name: 'Да' }));
    await user().click(canvas.getByRole('button', { name: TEXTS.register }));
    await eventually(() => expect(canvas.getByRole('status')).toHaveTextContent('Регистрация завершена'));
    await timerStarted(1200);
    await expect(document.cookie).not.toContain(`${COOKIES.tempuserId}=`);
    await expect(document.cookie).toContain('accessToken=');
    await tick(1200);
    await expect(navigations).toEqual(['/']);
    document.cookie = 'accessToken=; path=/; max-age=0';
    document.cookie = 'refreshToken=; path=/; max-age=0';
  }),
};
