import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MESSAGES } from '@school/contract';
import { TEXTS } from '../../../app/src/config/texts';
import { FIXTURE_NOW, ticketExpired, ticketIssued } from '@school/mocks';
import { loadResetPage } from '../../../app/src/features/recovery';
import type { PageStory } from '../page-story';
import {
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

const resetPath = (ageSeconds: number) =>
  `/reset?${new URLSearchParams({ ticket: ticketIssued(ageSeconds, FIXTURE_NOW), email: 'irina@mail.example.ru' })}`;

const base = pageStoryMeta({ path: resetPath(60), route: { path: '/reset', lazy: loadResetPage } });

/**
 * Password recovery (/reset?ticket=&email=) over the mock server, with time frozen at FIXTURE_NOW:
 * the ticket's age, the 1 s password debounce and the 1000 ms redirect are exact.
 */
const meta = {
  title: 'Screens/Recovery/Reset password',
  ...base,
  parameters: { ...base.parameters },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A fresh link: the new password and its repeat, each with show/hide. */
export const ResetForm: Story = {
  play: withClock(async ({ canvas }) => {
    await eventually(() => expect(canvas.getByRole('button', { name: TEXTS.changePassword })).toBeInTheDocument());
    await expect(canvas.getByRole('heading', { name: TEXTS.recoveryTitle })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: TEXTS.changePassword })).toBeDisabled();
    await user().type(canvas.getByLabelText('Новый пароль'), 'short');
    await settle();
    await tick(1000);
    await expect(canvas.getByText(MESSAGES.passwordTooShort)).toBeInTheDocument();
    await user().type(canvas.getByLabelText('Новый пароль'), '-now-long');
    await user().type(canvas.getByLabelText('Повторите пароль'), 'short-now-lon');
    await settle();
    await tick(1000);
    await expect(canvas.getByText(MESSAGES.passwordsMismatch)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: TEXTS.changePassword })).toBeDisabled();
    await user().click(canvas.getAllByRole('button', { name: 'Показать пароль' })[0]!);
    await expect(canvas.getByLabelText('Новый пароль')).toHaveAttribute('type', 'text');
  }),
};

/** A link older than 3600 s is refused from its TIMESTAMP alone; the button leads home. */
export const Expired: Story = {
  args: { path: resetPath(3601) },
  play: withClock(async ({ canvas }) => {
    // The page is a lazy route module: it shows once its chunk has loaded.
    await eventually(() => expect(canvas.getByText(MESSAGES.ticketExpired)).toBeInTheDocument());
    await user().click(canvas.getByRole('button', { name: TEXTS.backHome }));
    await expect(navigations).toEqual(['/']);
  }),
};

/** A link the server does not know (used, forged): the same message. */
export const UnknownToServer: Story = {
  parameters: withHandlers(...ticketExpired()),
  play: withClock(async ({ canvas }) => {
    await eventually(() => expect(canvas.getByText(MESSAGES.ticketExpired)).toBeInTheDocument());
    await expect(canvas.queryByLabelText('Новый пароль')).not.toBeInTheDocument();
  }),
};

/** The password is changed: a confirmation, then home with a reload 1000 ms later. */
export const Success: Story = {
  play: withClock(async ({ canvas }) => {
    await eventually(() => expect(canvas.getByLabelText('Новый пароль')).toBeInTheDocument());
    await user().type(canvas.getByLabelText('Новый пароль'), 'new-secret-password');
    await user().type(canvas.getByLabelText('Повторите пароль'), 'new-secret-password');
    await user().click(canvas.getByRole('button', { name: TEXTS.changePassword }));
    await eventually(() => expect(canvas.getByRole('status')).toHaveTextContent('Пароль изменен'));
    await timerStarted(1000);
    await tick(999);
    await expect(navigations).toEqual([]);
    await tick(1);
    await expect(navigations).toEqual(['/']);
  }),
};
