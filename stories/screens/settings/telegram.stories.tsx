import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { ERROR_CODES, MESSAGES, routes, TELEGRAM_POLL_MS } from '@school/contract';
import { botNotConfigured, fail, FIXTURE_NOW, MOCK_BOT_USERNAME, ok, raw, telegramLinking, users } from '@school/mocks';
import { TelegramRow } from '../../../app/src/features/integrations/telegram/components/telegram-row';
import {
  answered,
  eventually,
  installClock,
  IntegrationsCard,
  screenMeta,
  SectionStory,
  signedInAs,
  tick,
  timerStarted,
  withClock,
  withHandlers,
  WithUser,
} from './section-story';

/** The Telegram row in the settings page's 'Интеграции' card, for the signed-in user. */
function TelegramStory() {
  return (
    <SectionStory>
      <IntegrationsCard>
        <WithUser>{(user) => <TelegramRow user={user} />}</WithUser>
      </IntegrationsCard>
    </SectionStory>
  );
}

interface FakeTab {
  closed: boolean;
  opener: unknown;
  location: { href: string };
  close: () => void;
}

/** What the row asked of `window.open`, and the tab it got (none when the browser blocks pop-ups). */
const popups = { calls: [] as unknown[][], tab: undefined as FakeTab | undefined, blocked: false };

/** Replaces window.open (a story must not open real tabs); `popups.blocked` answers null as a pop-up blocker does. */
function stubWindowOpen(): () => void {
  const original = window.open;
  popups.calls = [];
  popups.tab = undefined;
  popups.blocked = false;
  window.open = ((...args: unknown[]) => {
    popups.calls.push(args);
    if (popups.blocked) return null;
    const tab: FakeTab = {
      closed: false,
      opener: window,
      location: { href: String(args[0]) },
      close: () => void (tab.closed = true),
    };
    popups.tab = tab;
    return tab as unknown as Window;
  }) as typeof window.open;
  return () => {
    window.open = original;
  };
}

/** Calls to `path` (under /server) started after `since`, as Resource Timing saw them. */
const callsTo = (path: string, since: number) =>
  performance
    .getEntriesByType('resource')
    .filter((entry) => new URL(entry.name).pathname === `/server${path}` && entry.startTime >= since).length;

const linkUrl = `https://t.me/${MOCK_BOT_USERNAME}?start=link-${users.student.username}`;

/**
 * The settings page's Telegram row: 'Привязать Telegram' opens the bot's link in a new tab and checks
 * every 5 s ('Проверяем привязку') until the chat is tied to the account; linked, the Telegram id and
 * 'Отвязать'. Hidden while the server has no bot.
 */
const meta = {
  title: 'Screens/Settings/Telegram',
  component: TelegramStory,
  beforeEach: () => {
    performance.clearResourceTimings();
    const signOut = signedInAs(users.student)();
    const restoreOpen = stubWindowOpen();
    return () => {
      restoreOpen();
      signOut();
    };
  },
  parameters: { ...screenMeta().parameters },
} satisfies Meta<typeof TelegramStory>;
export default meta;
type Story = StoryObj<typeof meta>;

async function findRow(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('group', { name: 'Telegram' }));
}

/** Not linked: what the bot is for, and 'Привязать Telegram'. */
export const NotLinked: Story = {
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement);
    await expect(row.getByRole('button', { name: 'Привязать Telegram' })).toBeEnabled();
    await expect(row.getByText(new RegExp(`@${MOCK_BOT_USERNAME}`))).toBeVisible();
    await expect(row.queryByRole('button', { name: 'Отвязать' })).toBeNull();
  },
};

const linking = telegramLinking(users.student, { completeAfter: 2 });

/**
 * On a frozen clock: the link opens in the tab opened by the click, 'Проверяем привязку' shows, the
 * first check comes 5 s later (not linked yet), the second answers Complete; the user is reloaded
 * and the row shows the Telegram id.
 */
export const LinkWithPolling: Story = {
  beforeEach: () => linking.reset(),
  parameters: withHandlers(...linking),
  play: withClock(async ({ canvasElement }) => {
    const row = await findRow(canvasElement);
    installClock(FIXTURE_NOW);
    const since = performance.now();
    fireEvent.click(row.getByRole('button', { name: 'Привязать Telegram' }));

    // The tab is opened within the click, before the link has come back.
    await expect(popups.calls).toEqual([['about:blank', '_blank']]);
    await answered('/api/tg-link', since);
    await eventually(() => expect(popups.tab?.location.href).toBe(linkUrl));
    await expect(popups.tab?.opener).toBeNull();
    await eventually(() => expect(row.getByText('Проверяем привязку')).toBeVisible());
    await expect(row.getByText(/открылся в новой вкладке/)).toBeVisible();

    await timerStarted(TELEGRAM_POLL_MS);
    await tick(TELEGRAM_POLL_MS - 1);
    await expect(callsTo('/api/get-tguser', since)).toBe(0);
    await tick(1);
    await answered('/api/get-tguser', since);
    await expect(row.getByText('Проверяем привязку')).toBeVisible();

    const second = performance.now();
    await timerStarted(TELEGRAM_POLL_MS);
    await tick(TELEGRAM_POLL_MS);
    await answered('/api/get-tguser', second);
    await eventually(() => expect(row.getByText('Telegram ID: 700800900')).toBeVisible());
    await expect(row.getByRole('button', { name: 'Отвязать' })).toBeVisible();
    await expect(row.queryByText('Проверяем привязку')).toBeNull();
    await expect(callsTo('/api/get-tguser', since)).toBe(2);

    const canvas = within(canvasElement);
    await expect(canvas.getByText('Telegram привязан')).toBeVisible();
    fireEvent.click(canvas.getByRole('button', { name: 'Закрыть уведомление' }));
  }),
};

/** 'Отменить' stops the wait: the row is back to 'Привязать Telegram' and no check follows. */
export const CancelWaiting: Story = {
  play: withClock(async ({ canvasElement }) => {
    const row = await findRow(canvasElement);
    installClock(FIXTURE_NOW);
    const since = performance.now();
    fireEvent.click(row.getByRole('button', { name: 'Привязать Telegram' }));
    await answered('/api/tg-link', since);
    await eventually(() => expect(row.getByText('Проверяем привязку')).toBeVisible());
    await timerStarted(TELEGRAM_POLL_MS);

    fireEvent.click(row.getByRole('button', { name: 'Отменить' }));
    await eventually(() => expect(row.getByRole('button', { name: 'Привязать Telegram' })).toBeVisible());
    await tick(3 * TELEGRAM_POLL_MS);
    await expect(callsTo('/api/get-tguser', since)).toBe(0);
    await expect(row.queryByText('Проверяем привязку')).toBeNull();
  }),
};

/** The browser blocked the new tab: the row offers the link itself and waits all the same. */
export const PopupBlocked: Story = {
  beforeEach: () => {
    popups.blocked = true;
  },
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement);
    await userEvent.click(row.getByRole('button', { name: 'Привязать Telegram' }));
    await expect(await row.findByText('Проверяем привязку')).toBeVisible();
    await expect(row.getByText('Откройте чат с ботом по ссылке и нажмите «Запустить».')).toBeVisible();
    const link = row.getByRole('link', { name: 'Открыть Telegram' });
    await expect(link).toHaveAttribute('href', linkUrl);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  },
};

const linked = telegramLinking({ ...users.student, telegramID: '700800900' });

/** Linked: the Telegram id and 'Отвязать'. */
export const Linked: Story = {
  beforeEach: () => linked.reset(),
  parameters: withHandlers(...linked),
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement);
    await expect(row.getByText('Telegram ID: 700800900')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Отвязать' })).toBeEnabled();
    await expect(row.queryByRole('button', { name: 'Привязать Telegram' })).toBeNull();
  },
};

const unlinking = telegramLinking({ ...users.student, telegramID: '700800900' });

/** 'Отвязать': the call is made, the user reloaded, the row offers linking again and a toast confirms. */
export const Unlink: Story = {
  beforeEach: () => unlinking.reset(),
  parameters: withHandlers(...unlinking),
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement);
    const since = performance.now();
    await userEvent.click(row.getByRole('button', { name: 'Отвязать' }));
    await answered('/api/unlink-tg', since);
    await expect(await row.findByRole('button', { name: 'Привязать Telegram' })).toBeVisible();
    await expect(row.queryByText(/Telegram ID/)).toBeNull();

    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Telegram отвязан')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Закрыть уведомление' }));
  },
};

/* Linked meanwhile in another tab: the page still shows 'Привязать Telegram', the server answers 409. */
let linkedElsewhere = false;

/** tg-link answers 409 (linked in another tab): no new tab stays open, the reloaded user shows the link. */
export const AlreadyLinkedElsewhere: Story = {
  beforeEach: () => {
    linkedElsewhere = false;
  },
  parameters: withHandlers(
    raw('getUser', () => ok('getUser', { ...users.student, telegramID: linkedElsewhere ? '700800900' : null })),
    raw('tgLink', () => {
      linkedElsewhere = true;
      return fail(409, MESSAGES.telegramAlreadyLinked, ERROR_CODES.conflict);
    }),
  ),
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement);
    await userEvent.click(row.getByRole('button', { name: 'Привязать Telegram' }));
    await expect(await row.findByText('Telegram ID: 700800900')).toBeVisible();
    await expect(popups.tab?.closed).toBe(true);
    // Not an error to the visitor: no toast with the server's message.
    await expect(within(canvasElement).queryByText(MESSAGES.telegramAlreadyLinked)).toBeNull();
  },
};

/** The server has no bot (GET /config): the row is not shown at all. */
export const BotNotConfigured: Story = {
  parameters: withHandlers(...botNotConfigured()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Интеграции' })).toBeVisible();
    // The row mounts with the user and then asks for the configuration.
    await answered(routes.getUser.path, 0);
    await answered(routes.serverConfig.path, 0);
    await expect(canvas.queryByRole('group', { name: 'Telegram' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Привязать Telegram' })).toBeNull();
  },
};
