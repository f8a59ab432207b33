import { ICS_TOKEN_MIN_LENGTH } from '@school/contract';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { icsTokens } from '../src/db/schema/index.ts';
import { lessonAccount } from './helpers/lessons.ts';
import { call, createTestApp, PUBLIC_URL, type TestApp } from './helpers/test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

async function plan(app: TestApp['app'], token: string, fields: Record<string, unknown>): Promise<string[]> {
  const res = await call(app, 'POST', '/api/create-lesson', {
    token,
    body: { subject: 'math', title: 'Производная', durationMin: 90, ...fields },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.ids as string[];
}

/** The path of a feed URL, as the server is called in tests. */
const pathOf = (url: string) => new URL(url).pathname;

/** The feed's events as a calendar app reads them: ical.js with the feed's own VTIMEZONE. */
function readFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zones = calendar.getAllSubcomponents('vtimezone');
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      zone: event.startDate.zone?.tzid,
      url: vevent.getFirstPropertyValue('url'),
      description: event.description,
    };
  });
  return { zones: zones.map((zone) => zone.getFirstPropertyValue('tzid')), events };
}

describe('the calendar feed', () => {
  let t: TestApp;
  let teacher: Awaited<ReturnType<typeof lessonAccount>>;
  let student: Awaited<ReturnType<typeof lessonAccount>>;
  const soon = Date.now() + 2 * DAY_MS;
  let soonIds: string[];
  let physId: string;

  beforeAll(async () => {
    t = await createTestApp();
    teacher = await lessonAccount(t.app, ['TEACHER'], ['math', 'phys']);
    student = await lessonAccount(t.app, ['USER'], [], ['math', 'rus']);
    soonIds = await plan(t.app, teacher.token, {
      startsAt: new Date(soon).toISOString(),
      link: 'https://meet.school.test/math',
      notes: 'Взять черновик',
      repeatWeeks: 2,
    });
    physId = (await plan(t.app, teacher.token, { subject: 'phys', startsAt: new Date(soon).toISOString() }))[0]!;
    /* Just outside the window on each side: 30 days back, 120 ahead. */
    await plan(t.app, teacher.token, { startsAt: new Date(Date.now() - 31 * DAY_MS).toISOString() });
    await plan(t.app, teacher.token, { startsAt: new Date(Date.now() + 121 * DAY_MS).toISOString() });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives each account a stable secret URL under PUBLIC_URL/server/ics/', async () => {
    const first = await call(t.app, 'GET', '/api/ics-link', { token: student.token });
    const again = await call(t.app, 'GET', '/api/ics-link', { token: student.token });
    expect(first.status).toBe(200);
    const match = new RegExp(`^${PUBLIC_URL}/server/ics/([\\w-]+)\\.ics$`).exec(first.body.url);
    expect(match?.[1]?.length).toBeGreaterThanOrEqual(ICS_TOKEN_MIN_LENGTH);
    expect(again.body.url).toBe(first.body.url);
    const other = await call(t.app, 'GET', '/api/ics-link', { token: teacher.token });
    expect(other.body.url).not.toBe(first.body.url);
    expect((await call(t.app, 'GET', '/api/ics-link')).status).toBe(401);
  });

  it('stores the token only as a hash', async () => {
    const { body } = await call(t.app, 'GET', '/api/ics-link', { token: student.token });
    const token = /ics\/([\w-]+)\.ics$/.exec(body.url)![1]!;
    const stored = await t.app.db.select({ hash: icsTokens.tokenHash }).from(icsTokens);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.every((row) => !row.hash.includes(token))).toBe(true);
  });

  it("serves the owner's lessons in the window as a calendar a parser reads back", async () => {
    const { body } = await call(t.app, 'GET', '/api/ics-link', { token: student.token });
    const res = await t.app.inject({ method: 'GET', url: pathOf(body.url) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const feed = readFeed(res.body);
    expect(feed.zones).toEqual(['Europe/Moscow']);
    /* Maths only (the student does not learn physics), and neither lesson outside the window. */
    expect(feed.events).toHaveLength(2);
    const [first, second] = [...feed.events].sort((a, b) => a.start.localeCompare(b.start));
    expect(first).toMatchObject({
      uid: `${soonIds[0]}@school.test`,
      summary: 'Математика (профильный уровень): Производная',
      start: new Date(soon).toISOString().replace(/\.\d{3}Z$/, '.000Z'),
      end: new Date(Math.floor(soon / 1000) * 1000 + 90 * 60_000).toISOString(),
      zone: 'Europe/Moscow',
      url: 'https://meet.school.test/math',
    });
    expect(first!.description).toContain('Взять черновик');
    expect(second!.uid).toBe(`${soonIds[1]}@school.test`);
    expect(feed.events.some((event) => event.uid.startsWith(physId))).toBe(false);
  });

  it('keeps the UIDs of a lesson across refreshes and edits', async () => {
    const { body } = await call(t.app, 'GET', '/api/ics-link', { token: teacher.token });
    const before = readFeed((await t.app.inject({ method: 'GET', url: pathOf(body.url) })).body);
    await call(t.app, 'POST', '/api/update-lesson', { token: teacher.token, body: { id: physId, title: 'Оптика' } });
    const after = readFeed((await t.app.inject({ method: 'GET', url: pathOf(body.url) })).body);
    expect(after.events.map((event) => event.uid).sort()).toEqual(before.events.map((event) => event.uid).sort());
    expect(after.events.find((event) => event.uid.startsWith(physId))?.summary).toBe('Физика: Оптика');
  });

  it('retires the old URL on reset: 404 there, the new one works', async () => {
    const old = (await call(t.app, 'GET', '/api/ics-link', { token: student.token })).body.url as string;
    const reset = await call(t.app, 'POST', '/api/ics-reset', { token: student.token });
    expect(reset.status).toBe(200);
    expect(reset.body.url).not.toBe(old);
    expect((await t.app.inject({ method: 'GET', url: pathOf(old) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: pathOf(reset.body.url) })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/ics-link', { token: student.token })).body.url).toBe(reset.body.url);
  });

  it('answers 404 to an unknown or malformed token', async () => {
    for (const file of ['A'.repeat(43) + '.ics', 'short.ics', 'x'.repeat(43), '..%2F..%2Fetc.ics']) {
      expect((await t.app.inject({ method: 'GET', url: `/server/ics/${file}` })).statusCode, file).toBe(404);
    }
  });
});

describe('the feed in a zone with daylight saving', () => {
  const zone = 'America/New_York';
  const offsetAt = (at: number) =>
    new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(new Date(at))
      .find((part) => part.type === 'timeZoneName')!.value;
  /* The first change of New York's offset at least 25 days ahead: the feed is read on a clock set
     20 days before it. */
  let change = Date.now() + 25 * DAY_MS;
  while (offsetAt(change) === offsetAt(Date.now() + 25 * DAY_MS)) change += DAY_MS;

  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { schoolTz: zone } });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t?.close();
  });

  it('places weekly lessons at the same local time on both sides of the change', async () => {
    const firstDay = new Date(change - 8 * DAY_MS);
    const local = new Intl.DateTimeFormat('en-CA', { timeZone: zone, dateStyle: 'short' }).format(firstDay);
    const offset = offsetAt(firstDay.getTime()).replace('GMT', '');
    const senior = await lessonAccount(t.app, ['SENIOR'], [], ['math']);
    const ids = await plan(t.app, senior.token, { startsAt: `${local}T17:30:00${offset}`, repeatWeeks: 3 });
    const { body } = await call(t.app, 'GET', '/api/ics-link', { token: senior.token });
    /* Only the feed is read on a clock moved to 20 days before the change, so its window (30 days
       back, 120 ahead) holds both sides. The sign-in and the planning ran on the real clock: a
       PostgreSQL server dates sessions with its own now(), which a fake Date does not move. */
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(change - 20 * DAY_MS);
    const res = await t.app.inject({ method: 'GET', url: pathOf(body.url) });
    vi.useRealTimers();
    const feed = readFeed(res.body);
    expect(feed.zones).toEqual([zone]);
    const series = feed.events
      .filter((event) => ids.some((id) => event.uid.startsWith(id)))
      .sort((a, b) => a.start.localeCompare(b.start));
    const localTime = (at: string) =>
      new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeStyle: 'short' }).format(new Date(at));
    expect(series.map((event) => localTime(event.start))).toEqual(['17:30', '17:30', '17:30']);
    /* The instants differ by a week plus or minus the hour the clocks moved. */
    expect(offsetAt(Date.parse(series[0]!.start))).not.toBe(offsetAt(Date.parse(series[2]!.start)));
    /* The raw feed says so too: DTSTART in the zone's local time, the zone's rules in VTIMEZONE. */
    expect(res.body.match(/DTSTART;TZID=America\/New_York:\d{8}T173000/g)).toHaveLength(3);
    expect(res.body).toMatch(/BEGIN:DAYLIGHT[\s\S]*TZOFFSETTO:-0400/);
    expect(res.body).toMatch(/BEGIN:STANDARD[\s\S]*TZOFFSETTO:-0500/);
  });
});
