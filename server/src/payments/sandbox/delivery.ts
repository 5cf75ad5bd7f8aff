import type { Db } from '../../db/connect';
import { SANDBOX_SIGNATURE_HEADER, signatureHeader } from './signature';
import { sandboxDb } from './tables';

export interface DeliveryOptions {
  secret: string;
  /** the first retry waits this long, each next one twice as long */
  retryBaseMs: number;
  /** attempts per webhook; then it is given up and logged */
  maxAttempts: number;
  /** where the site's webhook route is, or null while the server does not listen */
  target(): string | null;
  log: {
    warn(details: object, message: string): void;
    error(details: object, message: string): void;
  };
}

/** One attempt's HTTP wait; a hung connection counts as a failed attempt. */
const ATTEMPT_TIMEOUT_MS = 10_000;
/** A claimed webhook is not claimed again (by this or another instance) for this long. */
const CLAIM_LEASE_MS = 2 * ATTEMPT_TIMEOUT_MS;
/** Without a known next due time the queue is looked at this often (other instances, a restart). */
const IDLE_POLL_MS = 30_000;
/** Never spin: the shortest sleep between two looks at the queue. */
const MIN_WAIT_MS = 10;

/** The wait before retry number `attempt` (1 = after the first failure): base, 2×base, 4×base, … */
export const backoffMs = (baseMs: number, attempt: number) => baseMs * 2 ** (attempt - 1);

/**
 * The sandbox's webhook sender. Webhooks wait in the sandbox_webhooks table (so they survive a restart) and are
 * POSTed one at a time, oldest first, to the site's webhook route over real HTTP — the same path, signature
 * check and body limit a real provider's delivery meets. A non-2xx answer or a network error is retried with
 * exponential back-off up to maxAttempts; each attempt is signed afresh (the body stays the same). A claim takes
 * the row with FOR UPDATE SKIP LOCKED and pushes its next attempt out by a lease, so instances sharing the
 * database never send the same attempt twice.
 */
export class WebhookDelivery {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;

  constructor(
    private readonly db: Db,
    private readonly options: DeliveryOptions,
  ) {}

  start(): void {
    this.stopped = false;
    this.kick();
  }

  /** Looks at the queue now (a new outcome was just queued). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.drain()
      .catch((err: unknown) => this.options.log.error({ err }, 'sandbox webhook queue failed'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        } else void this.scheduleNext();
      });
  }

  /** Stops taking work and waits for the attempt under way (shutdown). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Resolves once nothing is due now or being sent (tests). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    while (!this.stopped) {
      const target = this.options.target();
      if (!target) return;
      const claimed = await this.claimDue();
      if (!claimed) return;
      await this.attempt(target, claimed);
    }
  }

  private async claimDue() {
    const now = new Date();
    return sandboxDb(this.db)
      .transaction()
      .execute(async (trx) => {
        const due = await trx
          .selectFrom('sandbox_webhooks')
          .selectAll()
          .where('delivered_at', 'is', null)
          .where('gave_up_at', 'is', null)
          .where('next_attempt_at', '<=', now)
          .orderBy('id')
          .limit(1)
          .forUpdate()
          .skipLocked()
          .executeTakeFirst();
        if (!due) return undefined;
        await trx
          .updateTable('sandbox_webhooks')
          .set({ next_attempt_at: new Date(now.getTime() + CLAIM_LEASE_MS) })
          .where('id', '=', due.id)
          .execute();
        return due;
      });
  }

  private async attempt(target: string, row: { id: number; event_id: string; body: string; attempts: number }) {
    const attempts = row.attempts + 1;
    const failure = await this.post(target, row.body);
    const db = sandboxDb(this.db);
    if (failure === null) {
      await db
        .updateTable('sandbox_webhooks')
        .set({ attempts, delivered_at: new Date(), last_error: null })
        .where('id', '=', row.id)
        .execute();
      return;
    }
    if (attempts >= this.options.maxAttempts) {
      this.options.log.error({ eventId: row.event_id, attempts, failure }, 'sandbox webhook given up');
      await db
        .updateTable('sandbox_webhooks')
        .set({ attempts, last_error: failure, gave_up_at: new Date() })
        .where('id', '=', row.id)
        .execute();
      return;
    }
    const waitMs = backoffMs(this.options.retryBaseMs, attempts);
    this.options.log.warn({ eventId: row.event_id, attempts, failure, retryInMs: waitMs }, 'sandbox webhook retried');
    await db
      .updateTable('sandbox_webhooks')
      .set({ attempts, last_error: failure, next_attempt_at: new Date(Date.now() + waitMs) })
      .where('id', '=', row.id)
      .execute();
  }

  /** null when the site took the webhook (2xx); otherwise what went wrong. */
  private async post(target: string, body: string): Promise<string | null> {
    try {
      const response = await fetch(target, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: signatureHeader(this.options.secret, body),
        },
        body,
        signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      });
      await response.arrayBuffer().catch(() => undefined);
      return response.ok ? null : `HTTP ${response.status}`;
    } catch (err) {
      return `network: ${String((err as Error)?.message ?? err)}`;
    }
  }

  /** Sleeps until the next webhook is due (at most IDLE_POLL_MS), then drains again. */
  private async scheduleNext(): Promise<void> {
    if (this.stopped) return;
    let waitMs = IDLE_POLL_MS;
    // Not listening (yet): nothing can be sent, so only the idle poll looks again.
    if (this.options.target())
      try {
        const next = await sandboxDb(this.db)
          .selectFrom('sandbox_webhooks')
          .select((eb) => eb.fn.min('next_attempt_at').as('at'))
          .where('delivered_at', 'is', null)
          .where('gave_up_at', 'is', null)
          .executeTakeFirst();
        if (next?.at) waitMs = Math.min(IDLE_POLL_MS, Math.max(MIN_WAIT_MS, new Date(next.at).getTime() - Date.now()));
      } catch (err) {
        if (this.stopped) return;
        this.options.log.error({ err }, 'sandbox webhook queue failed');
      }
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.kick(), waitMs);
    this.timer.unref();
  }
}
