import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { MESSAGES } from '@school/contract';
import { serverError, signIns, slow, urlPattern, users, withDb } from '@school/mocks';
import { SignInsSection } from '../../../app/src/features/session/components/sign-ins-section';
import { answered, eventually, screenMeta, SectionStory, signedInAs, withHandlers } from './section-story';

/** The settings page's 'Где Вы вошли' section over the mock server, signed in as the student. */
function SignInsStory() {
  return (
    <SectionStory>
      <SignInsSection />
    </SectionStory>
  );
}

/**
 * 'Где Вы вошли' on the settings page: the account's active sign-ins (this device first), each
 * other one ended with 'Завершить', or all of them with 'Выйти на всех других устройствах'.
 * Times are shown in the browser's time zone (the baselines are taken in UTC).
 */
const meta = {
  title: 'Screens/Settings/Sign-ins',
  component: SignInsStory,
  beforeEach: () => {
    performance.clearResourceTimings();
    return signedInAs(users.student)();
  },
  parameters: { ...screenMeta().parameters },
} satisfies Meta<typeof SignInsStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The bodies of the calls to `path`, recorded before the mocks answer them. */
function recordBodies(name: 'revokeSession' | 'revokeOtherSessions') {
  const bodies: unknown[] = [];
  const recorder = http.post(urlPattern(name), async ({ request }) => {
    const text = await request.clone().text();
    bodies.push(text ? (JSON.parse(text) as unknown) : undefined);
  });
  return { bodies, recorder };
}

const phoneLabel = 'Завершить вход: Safari 17, iOS 17.1';
const laptopLabel = 'Завершить вход: Firefox 121, Linux';

async function findList(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('region', { name: 'Где Вы вошли' })).toBeVisible();
  return within(await canvas.findByRole('list', { name: 'Активные входы' }));
}

/** This browser first and marked 'Это устройство' without 'Завершить'; the phone and the laptop after it. */
export const SeveralSignIns: Story = {
  play: async ({ canvasElement }) => {
    const list = await findList(canvasElement);
    const items = list.getAllByRole('listitem');
    await expect(items).toHaveLength(3);

    const [current, phone, laptop] = items.map((item) => within(item));
    await expect(items[0]).toHaveTextContent('Chrome 120, Windows 10');
    await expect(current!.getByText('Это устройство')).toBeVisible();
    await expect(current!.queryByRole('button')).toBeNull();
    await expect(items[0]).toHaveTextContent('IP-адрес: 203.0.113.10');
    await expect(items[0]).toHaveTextContent('Вход: 18 ноября 2026, 09:00');
    await expect(items[0]).toHaveTextContent('Последняя активность: 21 ноября 2026, 08:58');

    await expect(phone!.getByRole('button', { name: phoneLabel })).toHaveTextContent('Завершить');
    await expect(phone!.queryByText('Это устройство')).toBeNull();
    await expect(laptop!.getByRole('button', { name: laptopLabel })).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Выйти на всех других устройствах' })).toBeVisible();
  },
};

/** Signed in nowhere else: nothing to end, and it says so. */
export const OnlyThisDevice: Story = {
  parameters: withHandlers(...withDb({ signIns: [signIns.current] })),
  play: async ({ canvasElement }) => {
    const list = await findList(canvasElement);
    await expect(list.getAllByRole('listitem')).toHaveLength(1);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Других активных входов нет.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Завершить|Выйти на всех/ })).toBeNull();
  },
};

const revokeOne = recordBodies('revokeSession');

/** 'Завершить' on the phone: the call names it, its row goes, a toast confirms; the others stay. */
export const RevokeOne: Story = {
  parameters: withHandlers(revokeOne.recorder),
  play: async ({ canvasElement }) => {
    revokeOne.bodies.length = 0;
    const list = await findList(canvasElement);
    const since = performance.now();
    await userEvent.click(list.getByRole('button', { name: phoneLabel }));

    await answered('/api/sessions/revoke', since);
    await expect(revokeOne.bodies).toEqual([{ id: signIns.phone.id }]);
    await eventually(() => expect(list.queryByRole('button', { name: phoneLabel })).toBeNull());
    await expect(list.getAllByRole('listitem')).toHaveLength(2);
    await expect(list.getByRole('button', { name: laptopLabel })).toBeVisible();

    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Сеанс завершен')).toBeVisible();
    // Closed so the screenshot does not depend on the toast's 5 s.
    await userEvent.click(canvas.getByRole('button', { name: 'Закрыть уведомление' }));
  },
};

const revokeOthers = recordBodies('revokeOtherSessions');

/** 'Выйти на всех других устройствах' asks first; confirmed, only this device is left. */
export const RevokeOthers: Story = {
  parameters: withHandlers(revokeOthers.recorder),
  play: async ({ canvasElement }) => {
    revokeOthers.bodies.length = 0;
    const canvas = within(canvasElement);
    const list = await findList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Выйти на всех других устройствах' }));

    const dialog = within(await canvas.findByRole('alertdialog', { name: 'Выйти на всех других устройствах?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Отмена' }));
    await eventually(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
    await expect(revokeOthers.bodies).toEqual([]);

    await userEvent.click(canvas.getByRole('button', { name: 'Выйти на всех других устройствах' }));
    const confirm = within(await canvas.findByRole('alertdialog', { name: 'Выйти на всех других устройствах?' }));
    const since = performance.now();
    await userEvent.click(confirm.getByRole('button', { name: 'Завершить входы' }));

    await answered('/api/sessions/revoke-others', since);
    await expect(revokeOthers.bodies).toHaveLength(1);
    await eventually(() => expect(list.getAllByRole('listitem')).toHaveLength(1));
    await expect(list.getByText('Это устройство')).toBeVisible();
    await eventually(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByText('Других активных входов нет.')).toBeVisible();

    await expect(await canvas.findByText('Вы вышли на всех других устройствах')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Закрыть уведомление' }));
  },
};

/** While the list loads: a skeleton in place of the rows. */
export const Loading: Story = {
  parameters: withHandlers(...slow('listSessions')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Загрузка списка входов' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Активные входы' })).toBeNull();
  },
};

/** The list could not be loaded: a short message and 'Повторить', which asks again. */
export const LoadFailed: Story = {
  parameters: withHandlers(...serverError('listSessions')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Не удалось загрузить список входов.')).toBeVisible();
    const since = performance.now();
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await answered('/api/sessions', since);
    await expect(await canvas.findByText('Не удалось загрузить список входов.')).toBeVisible();
    // The section says it itself: no toast on top.
    await expect(canvas.queryByText(MESSAGES.serverError)).toBeNull();
    // Whether the clicked button still shows its focus ring after loading varies run to run: not in the screenshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A 360 px phone: each row's text wraps and 'Завершить' goes under it; nothing sticks out sideways. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  // Two rows: the section fits the 640 px screen, so the screenshot shows all of it.
  parameters: withHandlers(...withDb({ signIns: [signIns.current, signIns.phone] })),
  play: async ({ canvasElement }) => {
    const list = await findList(canvasElement);
    await expect(window.innerWidth).toBeLessThanOrEqual(360);
    await expect(list.getByRole('button', { name: phoneLabel })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    for (const item of list.getAllByRole('listitem')) {
      await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
    }
  },
};
