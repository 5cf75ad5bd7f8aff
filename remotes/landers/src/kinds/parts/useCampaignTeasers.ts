import type { Audience } from '@dating/contract';
import { audienceQuery, useTeasers } from '../../teasers/useTeasers';

/** The campaign's audience near the visitor, as many as the kind's design has room for (1..24). */
export const useCampaignTeasers = (audience: Audience, count: number) =>
  useTeasers({ ...audienceQuery(audience), count });
