import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { MESSAGES, type EndpointBody } from '@school/contract';
import { integrationsNotConfigured, MOCK_PASSWORD, serverError, slow, urlPattern, users } from '@school/mocks';
import { TEXTS } from '../../../app/src/config/texts';
import { PROFILE_TEXTS } from '../../../app/src/features/profile/texts';
import type { AppScreen } from '../../../app/src/testing/app-screen';
import {
  appScreenMeta,
  desktopWindow,
  eventually,
  fillIn,
  installClock,
  phoneWindow,
  readCookie,
  signedInAs,
  tick,
  withClock,
  withHandlers,
  type Canvas,
} from '../app-screen-story';

const base = appScreenMeta({
  path: '/settings',
  viewer: users.student,
  /* The screenshot shows only what the test frame paints, so these windows are as tall as the whole
     page; Vitest scales a frame taller than its 720 px window down to fit (a thumbnail of the layout;
     the texts are checked by the plays). */
  windows: { settingsDesktop: desktopWindow(1280, 2000), settingsPhone: phoneWindow(2600) },
});

/**
 * 'Личный кабинет' (/settings) inside the whole app over the mock server, signed in through the
 * cookies the mocks understand. Every mock account's password is MOCK_PASSWORD.
 */
const meta = {
  title: 'Screens/Settings/Settings page',
  ...base,
  parameters: { ...base.parameters },
} satisfies Meta<typeof AppScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/* The crop preview's scaled edges antialias a few pixels differently from run to run (as in CropDialog's stories). */
const cropTolerance = { visual: { comparatorOptions: { allowedMismatchedPixelRatio: 0.002 } } };

async function openPage(canvas: Canvas) {
  await expect(await canvas.findByRole('heading', { name: TEXTS.settingsTitle, level: 1 })).toBeVisible();
  return {
    save: canvas.getByRole('button', { name: TEXTS.save }),
    section: (name: string) => within(canvas.getByRole('region', { name })),
  };
}

/* A picture drawn on a canvas: no network, the same pixels on every run. */
async function photo(name = 'photo.png'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = 200;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#6d28d9';
  context.fillRect(0, 0, 320, 200);
  context.fillStyle = '#facc15';
  context.beginPath();
  context.arc(160, 100, 60, 0, Math.PI * 2);
  context.fill();
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((png) => resolve(png!), 'image/png'));
  return new File([blob], name, { type: 'image/png' });
}

const fileInput = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;

/* Picks a file as a drop or the picker's 'All files' would, past the input's `accept`. */
function dropFile(input: HTMLInputElement, file: File) {
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  fireEvent.change(input);
}

/** The update-profile bodies the page sent, read on their way to the mock server. */
const sentBodies: EndpointBody<'updateProfile'>[] = [];
const recordUpdates = http.post(urlPattern('updateProfile'), async ({ request }) => {
  sentBodies.push((await request.clone().json()) as EndpointBody<'updateProfile'>);
});
const recording = () => {
  sentBodies.length = 0;
};

/** A student: avatar, names, contacts as text with the administrator note, the password section, theme, integrations. */
export const Student: Story = {
  play: async ({ canvas }) => {
    const { save, section } = await openPage(canvas);
    await expect(canvas.getByRole('button', { name: TEXTS.backHome })).toBeVisible();

    const personal = section(PROFILE_TEXTS.personalSection);
    await expect(personal.getByRole('img', { name: 'Иван Петров' })).toBeVisible();
    await expect(personal.getByRole('button', { name: PROFILE_TEXTS.changeAvatar })).toBeVisible();
    await expect(personal.getByLabelText(PROFILE_TEXTS.firstName)).toHaveValue(users.student.firstName);
    await expect(personal.getByLabelText(PROFILE_TEXTS.lastName)).toHaveValue(users.student.lastName);

    const contacts = section(PROFILE_TEXTS.contactsSection);
    await expect(contacts.getByText(users.student.email!)).toBeVisible();
    // stored as +79161234507, shown in the one form of the whole app
    await expect(contacts.getByText('+7 916 123-45-07')).toBeVisible();
    await expect(contacts.queryByRole('textbox')).toBeNull();
    await expect(contacts.getByText(PROFILE_TEXTS.contactsNote)).toBeVisible();

    const password = section(PROFILE_TEXTS.passwordSection);
    for (const label of [PROFILE_TEXTS.currentPassword, PROFILE_TEXTS.newPassword, PROFILE_TEXTS.repeatPassword]) {
      await expect(password.getByLabelText(label, { exact: true })).toHaveAttribute('type', 'password');
    }
    await expect(password.getAllByRole('button', { name: 'Показать пароль' })).toHaveLength(3);

    const appearance = section(PROFILE_TEXTS.appearanceSection);
    await expect(appearance.getByRole('switch', { name: PROFILE_TEXTS.darkTheme })).toHaveAccessibleDescription(
      new RegExp(PROFILE_TEXTS.experimental),
    );
    const integrations = within(await canvas.findByRole('region', { name: PROFILE_TEXTS.integrationsSection }));
    // VK ID first, then Telegram; neither linked yet.
    await eventually(() =>
      expect(integrations.getAllByRole('group').map((row) => row.textContent)).toEqual([
        expect.stringMatching(/^VK ID.*Привязать VK ID$/),
        expect.stringMatching(/^Telegram.*Привязать Telegram$/),
      ]),
    );
    await expect(save).toBeDisabled();
  },
};

/** An account made through VK ID: no e-mail, and the spec's sentence instead of the password fields. */
export const VkRegistered: Story = {
  beforeEach: signedInAs(users.vkStudent),
  play: async ({ canvas }) => {
    const { section } = await openPage(canvas);
    const password = section(PROFILE_TEXTS.passwordSection);
    await expect(password.getByText(MESSAGES.vkPasswordChange)).toBeVisible();
    await expect(password.queryByLabelText(PROFILE_TEXTS.currentPassword)).toBeNull();
    await expect(password.queryByLabelText(PROFILE_TEXTS.newPassword)).toBeNull();
    await expect(section(PROFILE_TEXTS.contactsSection).getByText(PROFILE_TEXTS.emailNotGiven)).toBeVisible();
  },
};

/** Neither VK ID nor the Telegram bot is configured on the server: no integrations section at all. */
export const BotNotConfigured: Story = {
  parameters: withHandlers(...integrationsNotConfigured()),
  play: async ({ canvas }) => {
    await openPage(canvas);
    /* GET /config has been answered once the page shows; give React a moment to take the answer. */
    await eventually(() =>
      expect(canvas.queryByRole('region', { name: PROFILE_TEXTS.integrationsSection })).toBeNull(),
    );
    await expect(canvas.getByRole('region', { name: PROFILE_TEXTS.appearanceSection })).toBeVisible();
  },
};

/**
 * Picking a photo: the crop dialog, 'Обрезать', and the 256x256 crop shown at once as the avatar,
 * not saved until 'Сохранить'. A file that is not an image is refused first and opens nothing.
 */
export const CropAvatar: Story = {
  parameters: { ...cropTolerance },
  play: async ({ canvas, canvasElement }) => {
    const { save, section } = await openPage(canvas);
    const input = fileInput(canvasElement);
    await expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp');

    for (const refused of [
      new File(['%PDF-1.4'], 'document.pdf', { type: 'application/pdf' }),
      /* A text file named like a picture passes the type check but does not decode. */
      new File(['not a picture'], 'fake.png', { type: 'image/png' }),
    ]) {
      dropFile(input, refused);
      await expect(await canvas.findByRole('alert')).toHaveTextContent(PROFILE_TEXTS.avatarNotImage);
      await expect(canvas.queryByRole('dialog', { name: TEXTS.cropTitle })).toBeNull();
      await userEvent.click(canvas.getByRole('button', { name: 'Закрыть уведомление' }));
      await eventually(() => expect(canvas.queryByRole('alert')).toBeNull());
    }

    await userEvent.upload(input, await photo());
    const dialog = within(await canvas.findByRole('dialog', { name: TEXTS.cropTitle }));
    const crop = dialog.getByRole('button', { name: TEXTS.crop });
    await eventually(() => expect(crop).toBeEnabled());
    await userEvent.click(crop);
    await eventually(() => expect(canvas.queryByRole('dialog', { name: TEXTS.cropTitle })).toBeNull());

    const avatar = section(PROFILE_TEXTS.personalSection).getByRole('img', { name: 'Иван Петров' });
    const image = avatar.querySelector('img')!;
    await expect(image.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
    await eventually(() => expect(image.naturalWidth).toBe(256));
    await expect(image.naturalHeight).toBe(256);
    await expect(canvas.getByText(PROFILE_TEXTS.avatarPending)).toBeVisible();
    await expect(save).toBeEnabled();
  },
};

/**
 * 'Сохранить' sends one update-profile with the new name, the cropped avatar and the password with
 * the current one; then 'Изменения сохранены', the app bar shows the new name, the passwords clear
 * and 'Где Вы вошли' keeps only this device.
 */
export const SaveChanges: Story = {
  beforeEach: recording,
  parameters: { ...withHandlers(recordUpdates), ...cropTolerance },
  play: async ({ canvas, canvasElement }) => {
    const { save, section } = await openPage(canvas);
    const personal = section(PROFILE_TEXTS.personalSection);
    await userEvent.clear(personal.getByLabelText(PROFILE_TEXTS.firstName));
    await userEvent.type(personal.getByLabelText(PROFILE_TEXTS.firstName), 'Пётр');

    await userEvent.upload(fileInput(canvasElement), await photo());
    const dialog = within(await canvas.findByRole('dialog', { name: TEXTS.cropTitle }));
    await eventually(() => expect(dialog.getByRole('button', { name: TEXTS.crop })).toBeEnabled());
    await userEvent.click(dialog.getByRole('button', { name: TEXTS.crop }));
    await eventually(() => expect(canvas.getByText(PROFILE_TEXTS.avatarPending)).toBeVisible());

    const password = section(PROFILE_TEXTS.passwordSection);
    await userEvent.type(password.getByLabelText(PROFILE_TEXTS.currentPassword), MOCK_PASSWORD);
    await userEvent.type(password.getByLabelText(PROFILE_TEXTS.newPassword), 'new-secret-2026');
    await userEvent.type(password.getByLabelText(PROFILE_TEXTS.repeatPassword), 'new-secret-2026');
    await expect(save).toBeEnabled();
    const signIns = within(canvas.getByRole('region', { name: 'Где Вы вошли' }));
    await eventually(() =>
      expect(signIns.getAllByRole('button', { name: /^Завершить вход/ }).length).toBeGreaterThan(0),
    );
    await userEvent.click(save);

    await expect(await canvas.findByText(PROFILE_TEXTS.saved)).toBeVisible();
    /* The server ended every other sign-in with the password change. */
    await expect(signIns.queryAllByRole('button', { name: /^Завершить вход/ })).toHaveLength(0);
    await expect(sentBodies).toHaveLength(1);
    await expect(sentBodies[0]).toEqual({
      firstName: 'Пётр',
      lastName: users.student.lastName,
      avatar: expect.stringMatching(/^data:image\/jpeg;base64,/),
      currentPassword: MOCK_PASSWORD,
      password: 'new-secret-2026',
    });
    await expect(canvas.getByRole('button', { name: /Пётр Петров/ })).toBeVisible();
    for (const label of [PROFILE_TEXTS.currentPassword, PROFILE_TEXTS.newPassword, PROFILE_TEXTS.repeatPassword]) {
      await expect(password.getByLabelText(label)).toHaveValue('');
    }
    await expect(canvas.queryByText(PROFILE_TEXTS.avatarPending)).toBeNull();
    await expect(save).toBeDisabled();
  },
};

/**
 * The password rules of platform.md section 5: 'Сохранить' follows them at once, the messages wait
 * for 1 s without typing; the current password is asked for once a new one is typed.
 */
export const PasswordRules: Story = {
  play: withClock(async ({ canvas }) => {
    const { save, section } = await openPage(canvas);
    const password = section(PROFILE_TEXTS.passwordSection);
    installClock();

    fillIn(password.getByLabelText(PROFILE_TEXTS.newPassword), 'short');
    await expect(save).toBeDisabled();
    await tick(999);
    await expect(password.queryByText(MESSAGES.passwordTooShort)).toBeNull();
    await tick(1);
    await expect(password.getByText(MESSAGES.passwordTooShort)).toBeVisible();
    await expect(password.getByLabelText(PROFILE_TEXTS.currentPassword)).toHaveAccessibleDescription(
      MESSAGES.requiredFill,
    );

    fillIn(password.getByLabelText(PROFILE_TEXTS.newPassword), 'long-enough');
    fillIn(password.getByLabelText(PROFILE_TEXTS.repeatPassword), 'long-enougg');
    await tick(1000);
    await expect(password.queryByText(MESSAGES.passwordTooShort)).toBeNull();
    await expect(password.getByLabelText(PROFILE_TEXTS.repeatPassword)).toHaveAccessibleDescription(
      MESSAGES.passwordsMismatch,
    );
    await expect(save).toBeDisabled();

    fillIn(password.getByLabelText(PROFILE_TEXTS.repeatPassword), 'long-enough');
    fillIn(password.getByLabelText(PROFILE_TEXTS.currentPassword), MOCK_PASSWORD);
    await tick(1000);
    await expect(password.queryByText(MESSAGES.passwordsMismatch)).toBeNull();
    await expect(password.queryByText(MESSAGES.requiredFill)).toBeNull();
    await expect(save).toBeEnabled();

    /* Emptying a name disables saving at once and says why. */
    const firstName = section(PROFILE_TEXTS.personalSection).getByLabelText(PROFILE_TEXTS.firstName);
    fillIn(firstName, '');
    await expect(firstName).toHaveAccessibleDescription(MESSAGES.required);
    await expect(save).toBeDisabled();
  }),
};

/**
 * 'Темная тема' applies at once and is kept in the `theme` cookie for the next visit. The visual
 * check runs every story in both themes, so this one switches to whichever the page is not in.
 */
export const ThemeSwitch: Story = {
  play: async ({ canvas }) => {
    const { section } = await openPage(canvas);
    const toggle = section(PROFILE_TEXTS.appearanceSection).getByRole('switch', { name: PROFILE_TEXTS.darkTheme });
    const wasDark = (toggle as HTMLInputElement).checked;
    await expect(document.documentElement.dataset.theme).toBe(wasDark ? 'dark' : 'light');
    await userEvent.click(toggle);
    const now = wasDark ? 'light' : 'dark';
    await expect(toggle).toHaveProperty('checked', !wasDark);
    await eventually(() => expect(document.documentElement.dataset.theme).toBe(now));
    await expect(readCookie('theme')).toBe(now);
    await userEvent.click(toggle);
    await eventually(() => expect(document.documentElement.dataset.theme).toBe(wasDark ? 'dark' : 'light'));
    await expect(readCookie('theme')).toBe(wasDark ? 'dark' : 'light');
  },
};

/** Saving: the button shows its progress and cannot be pressed twice. */
export const Saving: Story = {
  beforeEach: recording,
  parameters: withHandlers(recordUpdates, ...slow('updateProfile')),
  play: async ({ canvas }) => {
    const { save, section } = await openPage(canvas);
    await userEvent.type(section(PROFILE_TEXTS.personalSection).getByLabelText(PROFILE_TEXTS.lastName), '-Сидоров');
    await userEvent.click(save);
    await eventually(() => expect(save).toHaveAttribute('aria-busy', 'true'));
    await expect(save).toBeDisabled();
    await eventually(() => expect(sentBodies).toHaveLength(1));
  },
};

/** The server fails the save: its message in the error toast, and what was typed stays. */
export const ServerError: Story = {
  parameters: withHandlers(...serverError('updateProfile')),
  play: async ({ canvas }) => {
    const { save, section } = await openPage(canvas);
    const lastName = section(PROFILE_TEXTS.personalSection).getByLabelText(PROFILE_TEXTS.lastName);
    await userEvent.clear(lastName);
    await userEvent.type(lastName, 'Сидоров');
    await userEvent.click(save);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MESSAGES.serverError);
    await expect(lastName).toHaveValue('Сидоров');
    await eventually(() => expect(save).toBeEnabled());
    /* Whether Chromium hands focus back to a button re-enabled after saving differs run to run (its
       focus fixup is asynchronous); the still state for the baseline leaves focus nowhere. */
    (save.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * A wrong current password: the server's 'Неверный текущий пароль' is said at 'Текущий пароль', which
 * takes the focus, and not in a toast; nothing typed clears, and 'Сохранить' waits until that field is
 * edited, which takes the message away.
 */
export const WrongCurrentPassword: Story = {
  beforeEach: recording,
  parameters: withHandlers(recordUpdates),
  play: async ({ canvas }) => {
    const { save, section } = await openPage(canvas);
    const password = section(PROFILE_TEXTS.passwordSection);
    const current = password.getByLabelText(PROFILE_TEXTS.currentPassword);
    await userEvent.type(current, 'not-the-password');
    await userEvent.type(password.getByLabelText(PROFILE_TEXTS.newPassword), 'new-secret-2026');
    await userEvent.type(password.getByLabelText(PROFILE_TEXTS.repeatPassword), 'new-secret-2026');
    await userEvent.click(save);
    await eventually(() => expect(current).toHaveAccessibleDescription(MESSAGES.wrongCurrentPassword));
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(current).toHaveFocus();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(password.getByLabelText(PROFILE_TEXTS.newPassword)).toHaveValue('new-secret-2026');
    await expect(current).toHaveValue('not-the-password');
    await expect(save).toBeDisabled();
    await expect(sentBodies).toHaveLength(1);

    // editing the field takes the server's word away; the same wrong password is refused again
    await userEvent.type(current, '!');
    await expect(password.queryByText(MESSAGES.wrongCurrentPassword)).toBeNull();
    await eventually(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await eventually(() => expect(current).toHaveAccessibleDescription(MESSAGES.wrongCurrentPassword));
    await expect(sentBodies).toHaveLength(2);
  },
};

/** A 360 px phone: one column, no back button, nothing sticks out sideways; the crop dialog fits the screen. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'settingsPhone', isRotated: false } },
  parameters: { ...cropTolerance },
  play: async ({ canvas, canvasElement }) => {
    await openPage(canvas);
    await expect(window.innerWidth).toBeLessThanOrEqual(360);
    await expect(canvas.queryByRole('button', { name: TEXTS.backHome })).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);

    await userEvent.upload(fileInput(canvasElement), await photo());
    const dialog = await canvas.findByRole('dialog', { name: TEXTS.cropTitle });
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(within(dialog).getByRole('slider', { name: 'Масштаб' })).toBeVisible();
    await eventually(() => expect(within(dialog).getByRole('button', { name: TEXTS.crop })).toBeEnabled());
    await userEvent.click(within(dialog).getByRole('button', { name: TEXTS.cropCancel }));
    await eventually(() => expect(canvas.queryByRole('dialog', { name: TEXTS.cropTitle })).toBeNull());
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** The dark theme chosen: the switch is on and the whole app is dark. */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    const { section } = await openPage(canvas);
    await expect(
      section(PROFILE_TEXTS.appearanceSection).getByRole('switch', { name: PROFILE_TEXTS.darkTheme }),
    ).toBeChecked();
    await expect(document.documentElement.dataset.theme).toBe('dark');
  },
};
