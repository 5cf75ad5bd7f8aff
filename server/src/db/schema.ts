import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type {
  Currency,
  DiscountKind,
  LedgerKind,
  PaymentMethod,
  PhotoRendition,
  TransactionStatus,
} from '@dating/contract';

/**
 * Table types for Kysely. `date_of_birth` is read as 'YYYY-MM-DD' text (the drivers' date parser is
 * turned off in connect.ts) so no time zone can shift a birthday.
 */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface MembersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  name: string;
  gender: ColumnType<'male' | 'female' | '', 'male' | 'female' | '' | undefined>;
  date_of_birth: ColumnType<string | null, string | null | undefined, string | null>;
  country: ColumnType<string, string | undefined>;
  countryregion: ColumnType<string, string | undefined>;
  city: ColumnType<string, string | undefined>;
  latitude: ColumnType<number | null, number | null | undefined>;
  longitude: ColumnType<number | null, number | null | undefined>;
  personal: ColumnType<string, string | undefined>;
  /** answers to the optional profile fields (relationship_status, body_type, ...) */
  details: ColumnType<Record<string, string>, string | undefined, string>;
  language: ColumnType<string, string | undefined>;
  signup_date: Timestamp;
  paid_user: ColumnType<boolean, boolean | undefined>;
  credits: ColumnType<number, number | undefined>;
  mailprovider: ColumnType<number, number | undefined>;
  fictional: ColumnType<boolean, boolean | undefined>;
  activated: ColumnType<boolean, boolean | undefined>;
  last_signup_step: ColumnType<boolean, boolean | undefined>;
  main_image_id: ColumnType<number | null, number | null | undefined>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** 0003_signup: the account was deleted; its row stays, emptied and without an address (0013_leaving) */
  deleted: ColumnType<boolean, boolean | undefined>;
  trafficsource: ColumnType<string, string | undefined>;
  tracking: ColumnType<Record<string, string>, string | undefined, string>;
  referrer: ColumnType<string, string | undefined>;
  timezone: ColumnType<string, string | undefined>;
  form_path: ColumnType<string, string | undefined>;
  referring_profile_id: ColumnType<number | null, number | null | undefined>;
  user_agent: ColumnType<string, string | undefined>;
  /** 0004_search: when the member's page was last hidden (the page-hidden beacon) */
  last_seen_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** 0013_leaving: when the account was deleted and its row emptied (src/members/delete-account.ts) */
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** 0012_safety: ops suspended the account (src/ops/moderation.ts); it cannot log in and shows nowhere */
  suspended_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  suspended_reason: ColumnType<string | null, string | null | undefined>;
  /** 0019_visitor_review: the member lets visitors (logged out) see them; members see them either way */
  shown_to_visitors: ColumnType<boolean, boolean | undefined>;
  /** 0020_interests: ids of interests.php the member picked (site/interests.ts), ascending */
  interests: ColumnType<number[], number[] | undefined>;
}

export interface ImagesTable {
  id: Generated<number>;
  member_id: number;
  filename: string;
  thumb_filename: string;
  sha256: string;
  created_at: Timestamp;
  /** 0019_visitor_review: ops looked at the photo; visitors see only approved ones (members/visibility.ts) */
  review: ColumnType<PhotoReview, PhotoReview | undefined>;
  /** 0021_photo_renditions: the sizes the photo is kept in, narrowest first (JSON text on write); null until made */
  renditions: ColumnType<PhotoRendition[] | null, string | null | undefined, string | null>;
}

export type PhotoReview = 'pending' | 'approved' | 'rejected';

export interface SessionsTable {
  /** sha256 (hex) of the token in the cookie; the token itself is never stored */
  token_hash: string;
  member_id: number;
  csrf: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface LikesTable {
  member_id: number;
  profile_id: number;
  created_at: Timestamp;
  like_new: ColumnType<boolean, boolean | undefined>;
}

export interface ConversationsTable {
  id: Generated<number>;
  created_at: Timestamp;
  last_message_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface ConversationMembersTable {
  conversation_id: number;
  member_id: number;
  num_unread: ColumnType<number, number | undefined>;
  /** the member removed the chat from their list; the other side keeps it */
  removed: ColumnType<boolean, boolean | undefined>;
  /** 0009_chat: the newest message id the member has read (0: none); only moves forward */
  last_read_message_id: ColumnType<number, number | undefined>;
  /** 0009_chat: the member's first message here (null: not written yet); decides links_allowed */
  first_message_id: ColumnType<number | null, number | null | undefined>;
}

export interface MessagesTable {
  id: Generated<number>;
  conversation_id: number;
  sender_id: number;
  text: string;
  sent_at: Timestamp;
  /** 0009_chat: the sender's page's id of the message, unique per sender (idempotent send) */
  client_id: ColumnType<string | null, string | null | undefined>;
}

export interface SearchPreferencesTable {
  member_id: number;
  filters: ColumnType<Record<string, unknown>, string, string>;
  updated_at: Timestamp;
}

/** 0005_mail_codes: one row per mailed link (src/mail/mail-codes.ts); the link has the code, the table its sha256. */
export interface MailCodesTable {
  code_hash: string;
  kind: 'activation' | 'password_reset' | 'mail_change' | 'mail_change_undo';
  member_id: number;
  detail: ColumnType<string | null, string | null | undefined>;
  outbox_id: ColumnType<number | null, number | null | undefined>;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** 0006_ops_sessions: a login at /_ops (src/ops/ops-sessions.ts); the cookie has the id, the table its sha256. */
export interface OpsSessionsTable {
  id_hash: string;
  csrf: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** 0003_signup: every mail sent; without SMTP the only copy, read at /_dev/mail. */
export interface OutboxTable {
  id: Generated<number>;
  to: string;
  subject: string;
  text: string;
  html: string;
  created: Timestamp;
  delivered: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  error: ColumnType<string | null, string | null | undefined>;
  /** 0011_notifications: extra mail headers (List-Unsubscribe); written as a JSON string */
  headers: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
}

export interface PushSubscriptionsTable {
  id: Generated<number>;
  member_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** bigint: pg hands it back as a string */
  expiration_time: ColumnType<string | null, number | null | undefined, number | null>;
  created_at: Timestamp;
}

/** A member's mail switches (the /notifications page); no row: the defaults of migration 0011. */
export interface NotificationSettingsTable {
  member_id: number;
  new_message: Generated<boolean>;
  new_like: Generated<boolean>;
  news: Generated<boolean>;
  updated_at: Generated<Timestamp>;
}

/** When a notification mail of a kind last went to a member: the once-an-hour cap. */
export interface NotificationMailSendsTable {
  member_id: number;
  kind: string;
  last_sent_at: Timestamp;
}

/** Keys the server makes itself on first start (VAPID, the email-check secret). */
export interface ServerKeysTable {
  name: string;
  value: string;
  created_at: Timestamp;
}

/** 0022_lander_visits: a landing page's visits per landers version and day (landers/lander-visits.ts). */
export interface LanderVisitsTable {
  day: string;
  page: string;
  version: string;
  visits: number;
}

export interface RemoteErrorsTable {
  id: Generated<string>;
  remote: string;
  version: string;
  phase: 'load' | 'render';
  message: string;
  created_at: Generated<Date>;
}

/** 0007_credits: discount codes (DiscountKind of the contract); member_id null means any member, once. */
export interface DiscountsTable {
  id: Generated<number>;
  code: string;
  kind: DiscountKind;
  percentage: number;
  member_id: number | null;
  expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
  /** 0018_discount_packages: the packages it is good for; null: every package */
  package_ids: ColumnType<number[] | null, number[] | null | undefined, number[] | null>;
}

export interface DiscountUsesTable {
  discount_id: number;
  member_id: number;
  order_id: number;
  used_at: Timestamp;
}

/** 'refunded' is an ops action after 'paid'; the buyer's page shows it as paid was undone (status of the contract). */
export type OrderStatus = TransactionStatus | 'refunded';

/** 0007_credits: one order of one package; amounts are minor units of `currency`, computed by the server. */
export interface OrdersTable {
  id: Generated<number>;
  token: string;
  member_id: number;
  package_id: number;
  credits: number;
  list_amount: number;
  amount: number;
  currency: Currency;
  country: string;
  method: PaymentMethod;
  discount_id: number | null;
  provider: string;
  provider_ref: string | null;
  status: ColumnType<OrderStatus, OrderStatus | undefined>;
  flagged: ColumnType<string | null, string | null | undefined>;
  language: ColumnType<string, string | undefined>;
  created_at: Timestamp;
  updated_at: Timestamp;
  paid_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** 0007_credits: the append-only credits ledger; members.credits is its sum, kept in the same transaction. */
export interface CreditLedgerTable {
  id: Generated<number>;
  member_id: number;
  kind: LedgerKind;
  credits: number;
  order_id: ColumnType<number | null, number | null | undefined>;
  idempotency_key: ColumnType<string | null, string | null | undefined>;
  created_at: Timestamp;
}

/** 0007_credits: provider events already applied, so a webhook delivered again changes nothing. */
export interface PaymentEventsTable {
  provider: string;
  event_id: string;
  order_id: number | null;
  status: string;
  received_at: Timestamp;
}

/** 0012_safety: member_id blocked blocked_id; either direction hides the two from each other (visibility.ts). */
export interface BlocksTable {
  member_id: number;
  blocked_id: number;
  created_at: Timestamp;
}

/** 0012_safety: a report of /complaints, open until an ops action (outcome) closes it. */
export interface ComplaintsTable {
  id: Generated<number>;
  kind: 'member' | 'photo' | 'message' | 'billing';
  reason: string;
  text: ColumnType<string, string | undefined>;
  email: ColumnType<string | null, string | null | undefined>;
  reporter_id: ColumnType<number | null, number | null | undefined>;
  member_id: ColumnType<number | null, number | null | undefined>;
  image_id: ColumnType<number | null, number | null | undefined>;
  message_id: ColumnType<number | null, number | null | undefined>;
  language: ColumnType<string, string | undefined>;
  created_at: Timestamp;
  closed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  closed_by: ColumnType<string | null, string | null | undefined>;
  outcome: ColumnType<
    'photo_hidden' | 'member_suspended' | 'dismissed' | null,
    never,
    'photo_hidden' | 'member_suspended' | 'dismissed'
  >;
}

/** 0013_leaving: "download my data" jobs (src/leaving/export-runner.ts); the zip is <dataDir>/exports/<file_name>. */
export interface DataExportsTable {
  id: Generated<number>;
  member_id: number;
  status: ColumnType<DataExportStatus, DataExportStatus | undefined>;
  progress: ColumnType<number, number | undefined>;
  attempts: ColumnType<number, number | undefined>;
  file_name: ColumnType<string | null, string | null | undefined>;
  /** bigint: pg hands it back as a string */
  size_bytes: ColumnType<string | null, number | null | undefined, number | null>;
  error: ColumnType<string | null, string | null | undefined>;
  link_base: string;
  created_at: Timestamp;
  started_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
export type DataExportStatus = 'queued' | 'running' | 'ready' | 'failed';

/** A member's poll version is the sum of their rows' weights (migration 0017_shared_poll_versions). */
export interface PollChangesTable {
  member_id: number;
  weight: Generated<number>;
}

export interface Database {
  poll_changes: PollChangesTable;
  data_exports: DataExportsTable;
  remote_errors: RemoteErrorsTable;
  lander_visits: LanderVisitsTable;
  members: MembersTable;
  images: ImagesTable;
  sessions: SessionsTable;
  likes: LikesTable;
  conversations: ConversationsTable;
  conversation_members: ConversationMembersTable;
  messages: MessagesTable;
  search_preferences: SearchPreferencesTable;
  mail_codes: MailCodesTable;
  ops_sessions: OpsSessionsTable;
  outbox: OutboxTable;
  push_subscriptions: PushSubscriptionsTable;
  notification_settings: NotificationSettingsTable;
  notification_mail_sends: NotificationMailSendsTable;
  server_keys: ServerKeysTable;
  discounts: DiscountsTable;
  discount_uses: DiscountUsesTable;
  orders: OrdersTable;
  credit_ledger: CreditLedgerTable;
  payment_events: PaymentEventsTable;
  blocks: BlocksTable;
  complaints: ComplaintsTable;
}

export type MemberRow = Selectable<MembersTable>;
export type NewMember = Insertable<MembersTable>;
export type MemberUpdate = Updateable<MembersTable>;
export type ImageRow = Selectable<ImagesTable>;
