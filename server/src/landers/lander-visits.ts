import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect';

/** How often each instance writes the visits it counted: a page view never waits for the database. */
const FLUSH_MS = 10_000;

/**
 * Visits of the landing pages per landers version (issue 30: marketing sees what a version brings), counted as the
 * server sends a page to a visitor and written as aggregated counts per day (lander_visits): nothing about who visited.
 * Each instance counts in memory and adds its counts every few seconds; reading the figures first writes its own.
 */
export class LanderVisits {
  private pending = new Map<string, { page: string; version: string; visits: number }>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    flushMs = FLUSH_MS,
  ) {
    this.timer = setInterval(() => void this.flush(), flushMs);
    this.timer.unref();
  }

  count(page: string, version: string, visits = 1): void {
    const key = `${page}\n${version}`;
    const row = this.pending.get(key);
    if (row) row.visits += visits;
    else this.pending.set(key, { page, version, visits });
  }

  /** Adds what was counted to today's rows; counts it could not write are kept for the next time, and logged. */
  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const rows = [...this.pending.values()];
    this.pending = new Map();
    try {
      await this.db
        .insertInto('lander_visits')
        .values(rows.map((r) => ({ day: sql<string>`current_date`, ...r })))
        .onConflict((oc) =>
          oc.columns(['day', 'page', 'version']).doUpdateSet({ visits: sql`lander_visits.visits + excluded.visits` }),
        )
        .execute();
    } catch (err) {
      this.log.error({ err, rows: rows.length }, 'lander visits could not be written; kept for the next time');
      for (const r of rows) this.count(r.page, r.version, r.visits);
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}

/** A landing page's visits and signups in one landers version over a period. */
export interface LanderFigure {
  page: string;
  version: string;
  visits: number;
  signups: number;
  /** signups per visit, null without visits */
  conversion: number | null;
}

export const LANDER_FIGURE_DAYS = [1, 7, 30, 90] as const;

/**
 * Visits and signups per landing page and landers version over the last `days` calendar days, today included (a
 * canary shows as its own version), the most visited first.
 */
export async function landerFigures(db: Db, days: number): Promise<LanderFigure[]> {
  const since = sql<string>`current_date - ${days - 1}::int`;
  const [visits, signups] = await Promise.all([
    db
      .selectFrom('lander_visits')
      .select(['page', 'version', sql<string>`sum(visits)`.as('visits')])
      .where('day', '>=', since)
      .groupBy(['page', 'version'])
      .execute(),
    db
      .selectFrom('members')
      .select([
        sql<string>`tracking->>'lander'`.as('page'),
        sql<string>`coalesce(tracking->>'lander_version', '')`.as('version'),
        sql<string>`count(*)`.as('signups'),
      ])
      .where(sql<boolean>`tracking->>'lander' is not null`)
      .where(sql<boolean>`signup_date >= ${since}`)
      .groupBy([sql`1`, sql`2`])
      .execute(),
  ]);
  const figures = new Map<string, LanderFigure>();
  const figureOf = (page: string, version: string) => {
    const key = `${page}\n${version}`;
    let figure = figures.get(key);
    if (!figure) {
      figure = { page, version, visits: 0, signups: 0, conversion: null };
      figures.set(key, figure);
    }
    return figure;
  };
  for (const v of visits) figureOf(v.page, v.version).visits = Number(v.visits);
  for (const s of signups) figureOf(s.page, s.version).signups = Number(s.signups);
  for (const f of figures.values()) f.conversion = f.visits > 0 ? f.signups / f.visits : null;
  return [...figures.values()].sort(
    (a, b) => b.visits - a.visits || b.signups - a.signups || a.page.localeCompare(b.page),
  );
}
