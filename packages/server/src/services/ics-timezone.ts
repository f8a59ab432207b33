/**
 * The VTIMEZONE of a calendar feed, from the runtime's own time-zone data (Intl): the offsets in
 * force over the feed's window and every change between them, so a calendar app places each
 * lesson right even across a daylight-saving change, with rules as current as Node's ICU.
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Minutes the zone is ahead of UTC at `at` (negative west of Greenwich). */
export function offsetMinutes(timeZone: string, at: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(at));
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return Math.round((wall - Math.floor(at / 1000) * 1000) / 60_000);
}

/** The instants in (from, to] where the zone's offset changes, to the minute. */
function transitions(timeZone: string, from: number, to: number): number[] {
  const found: number[] = [];
  for (let day = from; day < to; day += DAY_MS) {
    const next = Math.min(day + DAY_MS, to);
    if (offsetMinutes(timeZone, day) === offsetMinutes(timeZone, next)) continue;
    let low = day;
    let high = next;
    while (high - low > 60_000) {
      const middle = low + Math.floor((high - low) / 2 / 60_000) * 60_000;
      if (offsetMinutes(timeZone, middle) === offsetMinutes(timeZone, low)) low = middle;
      else high = middle;
    }
    found.push(high);
  }
  return found;
}

const formatOffset = (minutes: number): string => {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  return `${sign}${String(Math.floor(absolute / 60)).padStart(2, '0')}${String(absolute % 60).padStart(2, '0')}`;
};

/** A local date-time without zone, as DTSTART of an observance wants it: 20260329T020000. */
const formatLocal = (at: number, offset: number): string =>
  new Date(at + offset * 60_000).toISOString().slice(0, 19).replace(/[-:]/g, '');

/**
 * VTIMEZONE for `timeZone` covering [from, to]: the observance in force at `from`, then one per
 * change. An observance whose offset is above the zone's lowest in the window is daylight time.
 */
export function vtimezone(timeZone: string, from: number, to: number): string {
  const onsets = [from, ...transitions(timeZone, from, to)];
  const offsets = onsets.map((at) => offsetMinutes(timeZone, at));
  /* A year of monthly samples around the window finds the standard offset even when the window lies in summer. */
  const year = Array.from({ length: 13 }, (_, month) => offsetMinutes(timeZone, from + (month - 6) * 30 * DAY_MS));
  const standard = Math.min(...offsets, ...year);
  const observances = onsets.map((at, index) => {
    const offset = offsets[index]!;
    const previous = index === 0 ? offset : offsets[index - 1]!;
    const kind = offset > standard ? 'DAYLIGHT' : 'STANDARD';
    return [
      `BEGIN:${kind}`,
      /* RFC 5545: an onset is written in the local time in force before it; the first observance
         stands for everything before the window, so it starts at the conventional 1970. */
      `DTSTART:${index === 0 ? '19700101T000000' : formatLocal(at, previous)}`,
      `TZOFFSETFROM:${formatOffset(previous)}`,
      `TZOFFSETTO:${formatOffset(offset)}`,
      `END:${kind}`,
    ].join('\r\n');
  });
  return ['BEGIN:VTIMEZONE', `TZID:${timeZone}`, ...observances, 'END:VTIMEZONE'].join('\r\n');
}
