import type { FastifyInstance } from 'fastify';
import { getTransaction, postOrder, postRepeatOrder } from '@dating/contract';
import { registerEndpoint, registerMemberEndpoint } from '../http/api-router';
import { ApiError, notFound } from '../http/errors';
import { additionalRateLimit, minutesToWait } from '../plugins/rate-limits';
import { lastPaidOrder, startOrder, transactionByToken } from '../credits/orders';

/**
 * Orders one member may start: 20 an hour. Each opens a payment at the provider (which costs and may be
 * watched for abuse); a buyer whose card is refused tries a few times, not twenty. Counted per member, for
 * new and repeated orders together.
 */
const ORDERS = { max: 20, windowMs: 60 * 60_000 };

const tooManyOrders = (waitMs: number) =>
  `You have started many orders. Please wait ${minutesToWait(waitMs)} before starting another.`;

/** Buying credits (docs/product.md §2: checkout, repeat order) and the page the provider returns the buyer to. */
export async function orderRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const limitOrders = additionalRateLimit(
    app,
    { ...ORDERS, key: (r) => `order:${r.auth.state === 'active' ? r.auth.session.memberId : r.ip}` },
    tooManyOrders,
  );

  registerMemberEndpoint(app, postOrder, async ({ request, reply, body, memberId }) => {
    await limitOrders(request, reply);
    return startOrder(app, request, memberId, {
      packageId: body.package,
      method: body.method,
      country: body.country,
      discountCode: body.discount,
      returnPath: body.return,
    });
  });

  /** The last paid package with the last method, in the same payment country, at today's price. */
  registerMemberEndpoint(app, postRepeatOrder, async ({ request, reply, body, memberId }) => {
    const last = await lastPaidOrder(db, memberId);
    if (!last) throw new ApiError(404, 'no_paid_order', 'You have no paid order to repeat yet.');
    await limitOrders(request, reply);
    return startOrder(app, request, memberId, {
      packageId: last.package_id,
      method: last.method,
      country: last.country,
      discountCode: null,
      returnPath: body.return,
    });
  });

  /** Whoever holds the token (192 random bits) may see the order's status; it shows nothing personal. */
  registerEndpoint(app, getTransaction, async ({ query }) => {
    const transaction = await transactionByToken(db, query.id);
    if (!transaction) throw notFound('This transaction');
    return { transaction };
  });
}
