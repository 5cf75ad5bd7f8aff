import {
  ChatListItem,
  ChatMessage,
  ChatMessages,
  Pricing,
  Profile,
  User,
  validate,
  type ChatListItem as ChatListItemT,
  type ChatMessage as ChatMessageT,
  type ChatMessages as ChatMessagesT,
  type Pricing as PricingT,
  type Profile as ProfileT,
  type User as UserT,
} from '@dating/contract';

/** Fails the test where a fixture breaks the contract: the answers here are the server's, exactly. */
function assert<T>(value: T, schema: Parameters<typeof validate<T, unknown>>[1]): T {
  const [failure] = validate(value, schema);
  if (failure) throw failure;
  return value;
}

export function profile(id: number, name: string, patch: Partial<ProfileT> = {}): ProfileT {
  return assert(
    {
      id,
      name,
      age: 31,
      city: 'Utrecht',
      country: 'NL',
      countryregion: 'UT',
      gender: 'female',
      date_of_birth: '0000-00-00',
      personal: '',
      main_image: { thumb_filename: `${id}/thumb.jpg` },
      images: [],
      language: 'nl',
      did_like_profile: false,
      lastSignupStep: true,
      ...patch,
    },
    Profile,
  );
}

export const me = profile(1, 'Demo', { gender: 'male' });
export const anna = profile(5, 'Anna');
export const sophie = profile(6, 'Sophie', { city: 'Gent', country: 'BE' });
export const lena = profile(7, 'Lena', { main_image: null });

export function user(patch: Partial<UserT> = {}): UserT {
  return assert(
    {
      email: 'demo@example.com',
      profile: me,
      paid_user: true,
      signup_date: '2026-01-01T10:00:00.000Z',
      mailprovider: 0,
      fictional_icon: false,
      credits: 10,
      activated: true,
      shown_to_visitors: true,
      ...patch,
    },
    User,
  );
}

export function chat(id: number, who: ProfileT, patch: Partial<ChatListItemT> = {}): ChatListItemT {
  return assert(
    {
      conversation: { id },
      profile: who,
      num_unread_messages: 0,
      last_message: { text: 'Hoi!', sent_at: '2026-05-01T10:00:00.000Z', mine: false },
      ...patch,
    },
    ChatListItem,
  );
}

export function message(id: number, conversation: number, patch: Partial<ChatMessageT> = {}): ChatMessageT {
  const mine = patch.mine ?? false;
  return assert(
    {
      id,
      conversation,
      from: mine ? me.id : anna.id,
      text: `message ${id}`,
      sent_at: new Date(Date.UTC(2026, 4, 1, 10, id)).toISOString(),
      mine,
      client_id: null,
      links_allowed: true,
      ...patch,
    },
    ChatMessage,
  );
}

export function page(
  messages: ChatMessageT[],
  { has_more = false, read_up_to = 0, who = anna }: { has_more?: boolean; read_up_to?: number; who?: ProfileT } = {},
): ChatMessagesT {
  return assert({ messages, has_more, profile: who, read_up_to }, ChatMessages);
}

/**
 * The server's pricing of the member's payment country (GET /api/pricing.php), as far as the chat reads it: what a
 * message costs. The packages are the credits pages' business; one stands for them.
 */
export function pricing(message_credits = 1): PricingT {
  return assert(
    {
      country: 'NL',
      currency: 'EUR',
      packages: [
        {
          id: 1,
          credits: 10,
          price: { amount: 1499, currency: 'EUR' },
          pay: { amount: 1499, currency: 'EUR' },
          per_credit: { amount: 150, currency: 'EUR' },
          popular: false,
        },
      ],
      methods: ['ideal', 'card', 'paypal'],
      message_cost: { amount: 99 * message_credits, currency: 'EUR' },
      message_credits,
      discount: null,
    },
    Pricing,
  );
}
