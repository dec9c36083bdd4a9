/**
 * Airport-local wall time ↔ UTC instants in IANA zones, with nothing but Intl (no Temporal, no tz library).
 * Schedules are published in local times; instants and durations are computed in UTC (DESIGN §3).
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClockAt(epochMs: number, timeZone: string): WallClock {
  const out: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(epochMs))) {
    if (part.type !== 'literal') out[part.type] = Number(part.value);
  }
  return {
    year: out.year!,
    month: out.month!,
    day: out.day!,
    hour: out.hour! % 24,
    minute: out.minute!,
    second: out.second!,
  };
}

function exactOffsetMinutes(epochMs: number, timeZone: string): number {
  const w = wallClockAt(epochMs, timeZone);
  const wallAsUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((wallAsUtc - Math.floor(epochMs / 1000) * 1000) / 60_000);
}

const DAY_MS = 86_400_000;
/** Per zone and UTC day: the offset when it is the same all day (nearly always), null when it changes that day. */
const dayOffsets = new Map<string, Map<number, number | null>>();
const MAX_CACHED_DAYS_PER_ZONE = 20_000;

/**
 * Offset of the zone from UTC at an instant, in minutes (east positive: Moscow +180). Intl is slow (µs per call),
 * so a day without a transition is asked three times once and then answered from memory; a transition day is
 * always computed exactly.
 */
export function zoneOffsetMinutes(epochMs: number, timeZone: string): number {
  let days = dayOffsets.get(timeZone);
  if (!days) {
    days = new Map();
    dayOffsets.set(timeZone, days);
  }
  const day = Math.floor(epochMs / DAY_MS);
  let offset = days.get(day);
  if (offset === undefined) {
    const start = day * DAY_MS;
    const first = exactOffsetMinutes(start, timeZone);
    const noon = exactOffsetMinutes(start + DAY_MS / 2, timeZone);
    const last = exactOffsetMinutes(start + DAY_MS - 1000, timeZone);
    offset = first === noon && noon === last ? first : null;
    if (days.size >= MAX_CACHED_DAYS_PER_ZONE) days.clear();
    days.set(day, offset);
  }
  return offset ?? exactOffsetMinutes(epochMs, timeZone);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Local date `YYYY-MM-DD` and time `HH:mm` of an instant in a zone. */
export function utcToLocal(epochMs: number, timeZone: string): { date: string; time: string } {
  const wall = new Date(epochMs + zoneOffsetMinutes(epochMs, timeZone) * 60_000);
  return {
    date: `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`,
    time: `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`,
  };
}

/** `YYYY-MM-DDTHH:mm` in the zone: the wire format of airport-local times (API conventions). */
export function formatLocalDateTime(epochMs: number, timeZone: string): string {
  const { date, time } = utcToLocal(epochMs, timeZone);
  return `${date}T${time}`;
}

const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;
export function isValidLocalTime(value: string): boolean {
  return TIME_RE.test(value);
}

/**
 * The UTC instant (epoch ms) of a local wall time. Ambiguity is resolved like Temporal's `compatible`:
 * a time that happens twice (clocks go back) is the earlier instant; a time that does not exist
 * (clocks go forward) is moved forward by the gap (02:30 on a spring-forward night becomes 03:30).
 */
export function localToUtc(date: string, time: string, timeZone: string): number {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = TIME_RE.exec(time);
  if (!d || !t) throw new Error(`invalid local date/time ${date} ${time}`);
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  // A zone changes its offset at most once within ±1 day: the offsets a day before and after are the candidates.
  const before = zoneOffsetMinutes(wall - 86_400_000, timeZone);
  const after = zoneOffsetMinutes(wall + 86_400_000, timeZone);
  const candidates = [...new Set([before, after])]
    .map((offset) => wall - offset * 60_000)
    .filter((instant) => instant + zoneOffsetMinutes(instant, timeZone) * 60_000 === wall)
    .sort((a, b) => a - b);
  if (candidates.length > 0) return candidates[0]!;
  // In the gap: read the wall time with the offset in force before the transition.
  return wall - before * 60_000;
}

/** ISO weekday of a calendar date: Monday 1 … Sunday 7. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}
