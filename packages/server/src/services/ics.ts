/**
 * Each account's calendar feed (issue 17): a secret URL per account and the iCalendar it serves.
 *
 * The URL's token is derived from the server secret, the account and the moment its token was last
 * (re)made, so GET /api/ics-link can show the same URL again while the database keeps only the
 * token's SHA-256: a copy of the database alone opens no feed. A reset stores a new moment, and the
 * old URL stops matching (404).
 */
import { createHmac } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { API_PREFIX, ICS_FEED_PATH, ICS_WINDOW_DAYS } from '@school/contract';
import { eq, sql } from 'drizzle-orm';
import ical from 'ical-generator';
import type { Db } from '../db/client.ts';
import { icsTokens, users } from '../db/schema/index.ts';
import { sha256 } from '../lib/secrets.ts';
import { vtimezone } from './ics-timezone.ts';
import { lessonViewerFor, listLessons } from './lessons.ts';
import { taughtSubjectsJson } from './users.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** 256 bits, URL-safe: 43 characters, far above the 20 api.md asks for. */
const deriveToken = (secret: string, userId: string, madeAt: Date): string =>
  createHmac('sha256', secret).update(`ics:${userId}:${madeAt.toISOString()}`).digest('base64url');

export const feedUrl = (publicUrl: string, token: string): string =>
  `${publicUrl}${API_PREFIX}${ICS_FEED_PATH}${token}.ics`;

/**
 * The account's feed token: made on first ask, remade by `reset`. A stored hash that no longer
 * matches (JWT_SECRET changed) is replaced, so the URL shown is always one that works.
 */
export async function feedToken(db: Db, secret: string, userId: string, reset = false): Promise<string> {
  const [existing] = reset ? [] : await db.select().from(icsTokens).where(eq(icsTokens.userId, userId)).limit(1);
  if (existing) {
    const token = deriveToken(secret, userId, existing.createdAt);
    if (sha256(token) === existing.tokenHash) return token;
  }
  /* Millisecond precision, as PostgreSQL's microseconds would not survive a JS Date round trip. */
  const madeAt = new Date(Math.max(Date.now(), (existing?.createdAt.getTime() ?? 0) + 1));
  const token = deriveToken(secret, userId, madeAt);
  await db
    .insert(icsTokens)
    .values({ userId, tokenHash: sha256(token), createdAt: madeAt })
    .onConflictDoUpdate({ target: icsTokens.userId, set: { tokenHash: sha256(token), createdAt: madeAt } });
  return token;
}

export interface FeedOptions {
  timeZone: string;
  /** Where UIDs are unique: the site's host name. */
  host: string;
  now?: number;
}

/** The feed of the account whose token this is, or null for an unknown or retired token. */
export async function feedOf(db: Db, token: string, options: FeedOptions): Promise<string | null> {
  const [owner] = await db
    .select({ account: users, taught: taughtSubjectsJson(sql`"users"."id"`) })
    .from(icsTokens)
    .innerJoin(users, eq(users.id, icsTokens.userId))
    .where(eq(icsTokens.tokenHash, sha256(token)))
    .limit(1);
  /* A banned account's feed goes quiet like its sessions. */
  if (!owner || owner.account.isBanned) return null;
  const now = options.now ?? Date.now();
  const from = now - ICS_WINDOW_DAYS.past * DAY_MS;
  const to = now + ICS_WINDOW_DAYS.future * DAY_MS;
  const lessonList = await listLessons(
    db,
    await lessonViewerFor(db, owner.account, owner.taught),
    owner.account.id,
    new Date(from),
    new Date(to),
  );
  const calendar = ical({
    name: 'Расписание занятий',
    prodId: { company: options.host, product: 'lessons', language: 'RU' },
    timezone: { name: options.timeZone, generator: (zone) => vtimezone(zone, from, to + DAY_MS) },
    /* Calendar apps that honour it refresh hourly rather than daily. */
    ttl: 60 * 60,
  });
  for (const lesson of lessonList) {
    const start = new TZDate(Date.parse(lesson.startsAt), options.timeZone);
    const end = new TZDate(start.getTime() + lesson.durationMin * 60_000, options.timeZone);
    const teacher = `${lesson.teacher.firstName} ${lesson.teacher.lastName}`.trim() || lesson.teacher.username;
    calendar.createEvent({
      /* The lesson's id: the same event on every refresh, so an edit updates it instead of adding one. */
      id: `${lesson.id}@${options.host}`,
      start,
      end,
      timezone: options.timeZone,
      summary: `${lesson.subjectName}: ${lesson.title}`,
      description: [`Преподаватель: ${teacher}`, lesson.notes, lesson.link].filter(Boolean).join('\n\n'),
      ...(lesson.link ? { url: lesson.link, location: lesson.link } : {}),
      stamp: new Date(now),
    });
  }
  return calendar.toString();
}
