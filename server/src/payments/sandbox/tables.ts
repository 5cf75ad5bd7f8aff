import type { ColumnType, Generated } from 'kysely';
import type { Currency, PaymentMethod } from '@dating/contract';
import type { Db } from '../../db/connect';

/** The sandbox provider's tables (migration 0008_sandbox_payments); only src/payments/sandbox reads them. */
export type SandboxOutcome = 'paid' | 'failed' | 'cancelled' | 'expired';

type Stamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableStamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface SandboxPaymentsTable {
  token: string;
  order_token: string;
  amount: number;
  currency: Currency;
  method: PaymentMethod;
  description: string;
  language: string;
  return_url: string;
  outcome: ColumnType<SandboxOutcome | null, SandboxOutcome | null | undefined>;
  bank: ColumnType<string | null, string | null | undefined>;
  created_at: Stamp;
  decided_at: NullableStamp;
}

export interface SandboxWebhooksTable {
  id: Generated<number>;
  payment_token: string;
  event_id: string;
  body: string;
  attempts: ColumnType<number, number | undefined>;
  next_attempt_at: Stamp;
  delivered_at: NullableStamp;
  last_error: ColumnType<string | null, string | null | undefined>;
  gave_up_at: NullableStamp;
}

// A type literal, not an interface: Kysely's withTables wants an index signature, which only literals get implicitly.
export type SandboxTables = {
  sandbox_payments: SandboxPaymentsTable;
  sandbox_webhooks: SandboxWebhooksTable;
};

/** The site's database seen with the sandbox's tables as well (they are not the site's, so not in db/schema.ts). */
export const sandboxDb = (db: Db) => db.withTables<SandboxTables>();
export type SandboxDb = ReturnType<typeof sandboxDb>;
