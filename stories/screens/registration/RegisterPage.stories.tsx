import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { COOKIES, MESSAGES } from '@school/contract';
import { TEXTS } from '../../../app/src/config/texts';
import {
  createHandlers,
  loginTaken,
  MOCK_OTP_CODE,
  respond,
  serverError,
  slow,
  subjects,
  tempUsers,
} from '@school/mocks';
import type { Canvas, PageStory } from '../page-story';
import {
  answered,
  eventually,
  navigations,
  pageStoryMeta,
  settle,
  tick,
  timerStarted,
  user,
  withClock,
  withHandlers,
} from '../page-story';
import { chooseSubjects, invitation, openQuestionnaire, selfRegistration, WIZARD_PAGE } from './wizard-story';

const base = pageStoryMeta(WIZARD_PAGE);

/**
 * The registration wizard (/register/:id?) over the mock server. Time is frozen at FIXTURE_NOW and
 * moves only when a play function ticks it: the 0.6 s and 0.3 s pauses of the code step, the
 * countdown, the 1 s login debounce and the 1.2 s redirect are all exact.
 */
const meta = {
  title: 'Screens/Registration/Wizard',
  ...base,
  parameters: { ...base.parameters },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The registration is fetched (and a first code sent when needed), then the 0.6 s pause. */
async function openCodeStep(canvas: Canvas) {
  await timerStarted(600);
  await tick(600);
  // The first cell takes the focus in an effect; typing before it would land in the wrong cell.
  await settle();
  return canvas.getByRole('textbox', { name: 'Цифра 1 из 6' });
}

/** The six cells as a group: data-status is neutral, error or success. */
const codeGroup = (canvas: Canvas) => canvas.getByRole('group', { name: 'Код подтверждения' });
const codeValue = (canvas: Canvas) =>
  within(codeGroup(canvas))
    .getAllByRole('textbox')
    .map((cell) => (cell as HTMLInputElement).value)
    .join('');

/** Types the code; the check's 0.6 s pause starts with the request. */
async function enterCode(canvas: Canvas, code: string) {
  const input = await openCodeStep(canvas);
  // One key at a time, as a person types: each cell hands the focus on after React has rendered.
  await user().click(input);
  for (const digit of code) {
    await user().keyboard(digit);
    await settle();
  }
  await timerStarted(600);
  return codeGroup(canvas);
}

// --- Step 1: e-mail confirmation --------------------------------------------------------

/** A new registration: the wizard sends the first code itself and counts down from 1:00. */
export const CodeSent: Story = {
  beforeEach: selfRegistration(tempUsers.fresh._id),
  play: withClock(async ({ canvas }) => {
    await timerStarted(600);
    await tick(500);
    await expect(canvas.queryByRole('group', { name: 'Код подтверждения' })).not.toBeInTheDocument();
    await tick(100);
    await expect(codeGroup(canvas)).toBeInTheDocument();
    await expect(canvas.getByText(tempUsers.fresh.email!)).toBeInTheDocument();
    await expect(canvas.getByTestId('countdown')).toHaveTextContent('1:00');
    await expect(canvas.queryByRole('button', { name: 'Отправить код повторно' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('Подтверждение почты');
  }),
};

/** The countdown ticks once a second. */
export const CountingDown: Story = {
  beforeEach: selfRegistration(tempUsers.codeSent._id),
  play: withClock(async ({ canvas }) => {
    await openCodeStep(canvas);
    await expect(canvas.getByTestId('countdown')).toHaveTextContent('1:00');
    await tick(1000);
    await expect(canvas.getByTestId('countdown')).toHaveTextContent('0:59');
    await tick(24_000);
    await expect(canvas.getByTestId('countdown')).toHaveTextContent('0:35');
  }),
};

/** At 0:00 the resend button shows instead of the countdown; pressing it sends a new code and restarts the countdown. */
export const ResendAtZero: Story = {
  beforeEach: selfRegistration(tempUsers.codeSent._id),
  play: withClock(async ({ canvas }) => {
    await openCodeStep(canvas);
    await tick(59_000);
    await expect(canvas.queryByRole('button', { name: 'Отправить код повторно' })).not.toBeInTheDocument();
    await tick(1000);
    // The button takes the sentence's place: nothing reads 'Код можно отправить повторно 0:00'.
    await expect(canvas.queryByTestId('countdown')).not.toBeInTheDocument();
    await expect(canvas.queryByText(/0:00/)).not.toBeInTheDocument();
    await user().click(canvas.getByRole('button', { name: 'Отправить код повторно' }));
    await eventually(() => expect(canvas.getByTestId('countdown')).toHaveTextContent('1:00'));
    await tick(60_000);
    await expect(canvas.getByRole('button', { name: 'Отправить код повторно' })).toBeInTheDocument();
  }),
};

/** Pasting a code fills all six digits at once and checks it. */
export const PastedCode: Story = {
  beforeEach: selfRegistration(tempUsers.codeSent._id),
  play: withClock(async ({ canvas }) => {
    const input = await openCodeStep(canvas);
    await user().click(input);
    await user().paste(MOCK_OTP_CODE);
    await expect(codeValue(canvas)).toBe(MOCK_OTP_CODE);
    await timerStarted(600);
    await tick(600);
    await eventually(() => expect(codeGroup(canvas)).toHaveAttribute('data-status', 'success'));
  }),
};

/** A wrong code: the input turns red and is cleared about 0.6 s after the six digits. */
export const WrongCode: Story = {
  beforeEach: selfRegistration(tempUsers.codeSent._id),
  play: withClock(async ({ canvas }) => {
    const group = await enterCode(canvas, '000000');
    await tick(500);
    await expect(group).toHaveAttribute('data-status', 'neutral');
    await expect(codeValue(canvas)).toBe('000000');
    await tick(100);
    await eventually(() => expect(group).toHaveAttribute('data-status', 'error'));
    await expect(codeValue(canvas)).toBe('');
    await expect(within(group).getByText(/^Неверный код\. Попробуйте еще раз\. Осталось попыток: \d\.$/)).toBeVisible();
  }),
};

/**
 * The fifth wrong code: the step says the code is locked and a new one must be sent, the cells take no digits,
 * and the message stays until a new code is sent.
 */
export const CodeLocked: Story = {
  beforeEach: ({ msw }) => {
    // Fresh handlers: the tries counted here are not those the other stories spent.
    msw.use(...createHandlers());
    return selfRegistration(tempUsers.codeSent._id)();
  },
  play: withClock(async ({ canvas }) => {
    const group = await enterCode(canvas, '000000');
    for (let left = 4; left >= 1; left -= 1) {
      await tick(600);
      await eventually(() => expect(within(group).getByText(new RegExp(`Осталось попыток: ${left}`))).toBeVisible());
      await user().click(within(group).getByRole('textbox', { name: 'Цифра 1 из 6' }));
      for (const digit of '000000') {
        await user().keyboard(digit);
        await settle();
      }
      await timerStarted(600);
    }
    await tick(600);
    await eventually(() => expect(within(group).getByText(MESSAGES.otpTooManyAttempts)).toBeVisible());
    for (const cell of within(group).getAllByRole('textbox')) await expect(cell).toBeDisabled();
    await expect(canvas.getByText(/Отправить новый код можно через/)).toBeVisible();
  }),
};

/** The right code: green at 0.6 s, the questionnaire 0.3 s later. */
export const RightCode: Story = {
  beforeEach: selfRegistration(tempUsers.codeSent._id),
  play: withClock(async ({ canvas }) => {
    const group = await enterCode(canvas, MOCK_OTP_CODE);
    await tick(600);
    await eventually(() => expect(group).toHaveAttribute('data-status', 'success'));
    await timerStarted(300);
    await tick(299);
    await expect(canvas.queryByText(MESSAGES.subjectsCount)).not.toBeInTheDocument();
    await tick(1);
    await openQuestionnaire(canvas);
    await expect(canvas.getByText(MESSAGES.subjectsCount)).toBeInTheDocument();
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('Анкета');
  }),
};

// --- Step 2a: class and subjects ---------------------------------------------------------

/** One subject picked: Continue stays disabled. */
export const OneSubject: Story = {
  beforeEach: selfRegistration(tempUsers.emailChecked._id),
  play: withClock(async ({ canvas }) => {
    const next = await openQuestionnaire(canvas);
    await expect(next).toBeDisabled();
    await user().click(canvas.getByRole('checkbox', { name: subjects.math.name }));
    await expect(next).toBeDisabled();
    await user().click(canvas.getByRole('radio', { name: '11 класс' }));
    await expect(next).toBeDisabled();
  }),
};

/** A class and two subjects: Continue is enabled. */
export const TwoSubjects: Story = {
  beforeEach: selfRegistration(tempUsers.emailChecked._id),
  play: withClock(async ({ canvas }) => {
    const next = await chooseSubjects(canvas, 11, [subjects.math.name, 'Физика']);
    await expect(next).toBeEnabled();
    await expect(canvas.getByRole('radio', { name: '11 класс' })).toBeChecked();
  }),
};

/** Five subjects: every other subject is disabled; unpicking one frees them again. */
export const FiveSubjects: Story = {
  beforeEach: selfRegistration(tempUsers.emailChecked._id),
  play: withClock(async ({ canvas }) => {
    const five = ['Русский язык', subjects.math.name, 'Физика', 'Химия', 'Информатика'];
    await chooseSubjects(canvas, 11, five);
    await expect(canvas.getByRole('checkbox', { name: 'Биология' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'Физика' })).toBeEnabled();
    await user().click(canvas.getByRole('checkbox', { name: 'Физика' }));
    await expect(canvas.getByRole('checkbox', { name: 'Биология' })).toBeEnabled();
    await user().click(canvas.getByRole('checkbox', { name: 'Физика' }));
    await expect(canvas.getByRole('button', { name: TEXTS.continue })).toBeEnabled();
  }),
};

// --- Step 2b: target scores --------------------------------------------------------------

/** Grade 9: a school mark from 3 to 5, starting at 3. */
export const ScoresGrade9: Story = {
  beforeEach: selfRegistration(tempUsers.emailChecked._id),
  play: withClock(async ({ canvas }) => {
    await user().click(await chooseSubjects(canvas, 9, [subjects.math.name, 'Физика']));
    const slider = canvas.getByRole('slider', { name: 'Желаемый результат: Физика' });
    await expect(slider).toHaveAttribute('min', '3');
    await expect(slider).toHaveAttribute('max', '5');
    await expect(slider).toHaveValue('3');
    await expect(canvas.getByRole('button', { name: 'Назад' })).toBeEnabled();
  }),
};

/** Grade 11: the exam scale from the subject's minimum to its maximum, starting at the minimum. */
export const ScoresGrade11: Story = {
  beforeEach: selfRegistration(tempUsers.emailChecked._id),
  play: withClock(async ({ canvas }) => {
    await user().click(await chooseSubjects(canvas, 11, [subjects.math.name, 'Физика']));
    const math = within(canvas.getByRole('group', { name: subjects.math.name }));
    const slider = canvas.getByRole('slider', { name: `Желаемый результат: ${subjects.math.name}` });
    await expect(slider).toHaveAttribute('min', String(subjects.math.min));
    await expect(slider).toHaveAttribute('max', '100');
    await expect(slider).toHaveValue(String(subjects.math.min));
    // The arrow keys move the target one point at a time.
    slider.focus();
    await user().keyboard('{ArrowRight}{ArrowRight}');
    await expect(slider).toHaveValue(String(subjects.math.min + 2));
    await user().click(math.getByRole('checkbox', { name: 'Хочу подготовиться к олимпиаде' }));
    await expect(math.getByRole('checkbox', { name: 'Хочу подготовиться к олимпиаде' })).toBeChecked();
    // Back keeps the choice; Continue again keeps the olympiad flag.
    await user().click(canvas.getByRole('button', { name: 'Назад' }));
    await user().click(canvas.getByRole('button', { name: TEXTS.continue }));
    await expect(
      within(canvas.getByRole('group', { name: subjects.math.name })).getByRole('checkbox', {
        name: 'Хочу подготовиться к олимпиаде',
      }),
    ).toBeChecked();
  }),
};

// --- Step 3: review ----------------------------------------------------------------------

/** A student's review: names, read-only e-mail, the class and the table; Back returns to the scores. */
export const ReviewStudent: Story = {
  beforeEach: selfRegistration(tempUsers.emailChecked._id),
  play: withClock(async ({ canvas }) => {
    await user().click(await chooseSubjects(canvas, 10, ['Информатика', subjects.math.name]));
    await user().click(within(canvas.getByRole('group', { name: 'Информатика' })).getByRole('checkbox'));
    await user().click(canvas.getByRole('button', { name: TEXTS.continue }));
    await expect(canvas.getByLabelText('Почта')).toHaveAttribute('readonly');
    await expect(canvas.getByLabelText('Имя')).toHaveValue(tempUsers.emailChecked.firstName);
    await expect(canvas.getByText('Класс:')).toHaveTextContent('Класс: 10');
    const rows = within(canvas.getByRole('table'))
      .getAllByRole('row')
      .map((row) => row.textContent);
    await expect(rows).toEqual([
      'ПредметЖелаемый результатОлимпиада',
      `Информатика${subjects.inf.min}Да`,
      `${subjects.math.name}${subjects.math.min}Нет`,
    ]);
    await expect(canvas.queryByLabelText('Логин')).not.toBeInTheDocument();
    // 'Вам уже исполнилось 14 лет?' is asked before the account is made; the policy is a click away.
    await expect(canvas.getByRole('button', { name: TEXTS.register })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Политике обработки персональных данных' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await user().click(canvas.getByRole('radio', { name: 'Да' }));
    await expect(canvas.queryByLabelText('Почта родителя')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: TEXTS.register })).toBeEnabled();
  }),
};

/**
 * A student under 14 names a parent (not their own address), who confirms by an e-mailed link: the
 * page says where the mail went and stays (no sign-in: the unit test of the page holds the cookies).
 */
export const ReviewUnder14: Story = {
  beforeEach: selfRegistration(tempUsers.emailChecked._id),
  play: withClock(async ({ canvas }) => {
    await user().click(await chooseSubjects(canvas, 7, ['Информатика', subjects.math.name]));
    await user().click(canvas.getByRole('button', { name: TEXTS.continue }));
    await user().click(
      within(canvas.getByRole('group', { name: 'Вам уже исполнилось 14 лет?' })).getByRole('radio', { name: 'Нет' }),
    );
    const parent = within(canvas.getByRole('group', { name: 'Родитель или законный представитель' }));
    const register = canvas.getByRole('button', { name: TEXTS.register });
    await user().type(parent.getByLabelText('Имя и фамилия родителя'), 'Ольга Волкова');
    await user().type(parent.getByLabelText('Почта родителя'), tempUsers.emailChecked.email!);
    await tick(1300);
    await expect(parent.getByText(MESSAGES.parentEmailOwn)).toBeVisible();
    await expect(register).toBeDisabled();
    await user().clear(parent.getByLabelText('Почта родителя'));
    await user().type(parent.getByLabelText('Почта родителя'), 'olga@example.ru');
    await tick(1300);
    await eventually(() => expect(register).toBeEnabled());
    await user().click(register);
    await eventually(() =>
      expect(canvas.getByRole('heading', { name: 'Осталось подтверждение родителя' })).toBeVisible(),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('на адрес olga@example.ru');
    await expect(document.cookie).not.toContain(`${COOKIES.tempuserId}=`);
    await tick(2000);
    await expect(navigations).toEqual([]);
  }),
};

/** Submitting: tokens stored, the temp cookie removed, home with a reload 1.2 s later. */
export const Registered: Story = {
  beforeEach: selfRegistration(tempUsers.emailChecked._id),
  play: withClock(async ({ canvas }) => {
    await user().click(await chooseSubjects(canvas, 9, ['Информатика', subjects.math.name]));
    await user().click(canvas.getByRole('button', { name: TEXTS.continue }));
    await user().click(canvas.getByRole('radio', { name: 'Да' }));
    await user().click(canvas.getByRole('button', { name: TEXTS.register }));
    await eventually(() => expect(canvas.getByRole('status')).toHaveTextContent('Регистрация завершена'));
    await timerStarted(1200);
    await expect(document.cookie).not.toContain(`${COOKIES.tempuserId}=`);
    await expect(document.cookie).toContain('accessToken=token-student');
    await tick(1199);
    await expect(navigations).toEqual([]);
    await tick(1);
    await expect(navigations).toEqual(['/']);
    document.cookie = 'accessToken=; path=/; max-age=0';
    document.cookie = 'refreshToken=; path=/; max-age=0';
  }),
};

/** A failing registration is only logged: no message, and the button can be pressed again. */
export const SubmitFailing: Story = {
  beforeEach: selfRegistration(tempUsers.emailChecked._id),
  parameters: withHandlers(...serverError('register')),
  play: withClock(async ({ canvas }) => {
    await user().click(await chooseSubjects(canvas, 9, ['Информатика', subjects.math.name]));
    await user().click(canvas.getByRole('button', { name: TEXTS.continue }));
    await user().click(canvas.getByRole('radio', { name: 'Да' }));
    const submit = canvas.getByRole('button', { name: TEXTS.register });
    const since = performance.now();
    await user().click(submit);
    await answered('/auth/register', since);
    await eventually(() => expect(submit).toBeEnabled());
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await tick(2000);
    await expect(navigations).toEqual([]);
  }),
};

// --- Staff invitation (/register/:id) ------------------------------------------------------

const invitedChecked = respond('getTempUser', { ...tempUsers.invited, emailChecked: true });

/** The invitation's review: greeting by first name, two steps, login and passwords, no questionnaire. */
export const ReviewInvitedStaff: Story = {
  args: invitation(tempUsers.invited._id),
  parameters: withHandlers(invitedChecked),
  play: withClock(async ({ canvas }) => {
    await eventually(() =>
      expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Добро пожаловать, Григорий!'),
    );
    const steps = within(canvas.getByRole('list', { name: 'Шаги регистрации' })).getAllByRole('listitem');
    await expect(steps).toHaveLength(2);
    await expect(steps[1]).toHaveTextContent('Завершение регистрации');
    await expect(steps[1]).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByLabelText('Почта')).toHaveValue(tempUsers.invited.email);
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: TEXTS.register })).toBeDisabled();
  }),
};

/** An invitation still needs the code: after it the review opens directly (no questionnaire). */
export const InvitedCodeThenReview: Story = {
  args: invitation(tempUsers.invited._id),
  play: withClock(async ({ canvas }) => {
    await enterCode(canvas, MOCK_OTP_CODE);
    await tick(600);
    await timerStarted(300);
    await tick(300);
    await eventually(() => expect(canvas.getByRole('heading', { name: 'Завершение регистрации' })).toBeInTheDocument());
    await expect(canvas.getByLabelText('Логин')).toBeInTheDocument();
  }),
};

async function typeLogin(canvas: Canvas, login: string) {
  await eventually(() => expect(canvas.getByLabelText('Логин')).toBeInTheDocument());
  await user().type(canvas.getByLabelText('Логин'), login);
}

/** The login is being checked: a spinner on the field. */
export const LoginChecking: Story = {
  args: invitation(tempUsers.invited._id),
  parameters: withHandlers(invitedChecked, ...slow('checkLogin')),
  play: withClock(async ({ canvas }) => {
    await typeLogin(canvas, 'grigory');
    await timerStarted(1000);
    await tick(999);
    await expect(canvas.queryByRole('status', { name: 'Проверяется' })).not.toBeInTheDocument();
    await tick(1);
    await expect(canvas.getByRole('status', { name: 'Проверяется' })).toBeInTheDocument();
  }),
};

/** A taken login: the cross and the server's message. */
export const LoginTaken: Story = {
  args: invitation(tempUsers.invited._id),
  parameters: withHandlers(invitedChecked, ...loginTaken()),
  play: withClock(async ({ canvas }) => {
    await typeLogin(canvas, 'teacher');
    await timerStarted(1000);
    await tick(1000);
    await eventually(() => expect(canvas.getByText(MESSAGES.loginTaken)).toBeInTheDocument());
    await expect(canvas.getByRole('img', { name: 'Не подходит' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: TEXTS.register })).toBeDisabled();
  }),
};

/** A short login is refused locally, without asking the server. */
export const LoginTooShort: Story = {
  args: invitation(tempUsers.invited._id),
  parameters: withHandlers(invitedChecked),
  play: withClock(async ({ canvas }) => {
    await typeLogin(canvas, 'gri');
    await timerStarted(1000);
    await tick(1000);
    await eventually(() => expect(canvas.getByText(MESSAGES.loginTooShort)).toBeInTheDocument());
  }),
};

/** A free login and matching passwords: the tick, 'Логин свободен', and the button enabled. */
export const LoginFree: Story = {
  args: invitation(tempUsers.invited._id),
  parameters: withHandlers(invitedChecked),
  play: withClock(async ({ canvas }) => {
    await typeLogin(canvas, 'grigory');
    await user().type(canvas.getByLabelText('Пароль'), 'secret-password');
    await user().type(canvas.getByLabelText('Повторите пароль'), 'secret-passwor');
    await settle();
    await tick(1000);
    await eventually(() => expect(canvas.getByText(MESSAGES.loginFree)).toBeInTheDocument());
    await expect(canvas.getByRole('img', { name: 'Подходит' })).toBeInTheDocument();
    await expect(canvas.getByText(MESSAGES.passwordsMismatch)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: TEXTS.register })).toBeDisabled();
    await user().type(canvas.getByLabelText('Повторите пароль'), 'd');
    await expect(canvas.getByRole('button', { name: TEXTS.register })).toBeDisabled();
    await settle();
    await tick(1000);
    await eventually(() => expect(canvas.getByRole('button', { name: TEXTS.register })).toBeEnabled());
  }),
};

// --- Leaving ---------------------------------------------------------------------------------

/** An unknown registration ('Temp user not found'): home, the cookie gone, no prompt. */
export const UnknownRegistration: Story = {
  beforeEach: selfRegistration('gone'),
  play: withClock(async ({ canvas }) => {
    await eventually(() => expect(canvas.getByRole('heading', { name: 'Главная страница' })).toBeInTheDocument());
    await expect(document.cookie).not.toContain(`${COOKIES.tempuserId}=`);
  }),
};

/** The server cannot load the registration: the common toast (not shown here) and a way home. */
export const ServerDown: Story = {
  beforeEach: selfRegistration(tempUsers.codeSent._id),
  parameters: withHandlers(...serverError('getTempUser')),
  play: withClock(async ({ canvas }) => {
    await eventually(() =>
      expect(canvas.getByRole('heading', { name: 'Не удалось загрузить регистрацию' })).toBeInTheDocument(),
    );
    await user().click(canvas.getByRole('button', { name: 'Вернуться на главную' }));
    await eventually(() => expect(canvas.getByRole('heading', { name: 'Главная страница' })).toBeInTheDocument());
  }),
};
