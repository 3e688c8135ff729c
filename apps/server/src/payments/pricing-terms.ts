import { PRICING_VARIABLES, pricingTermsFromVariables, type PricingTerms } from '@vo/domain';
import type { Db, Tx } from '../db/client';
import { variableLookup } from '../settings/variables.service';

/** The variables an order is priced with, read by the domain's reader (the browser reads GET /api/variables with it too). */
export async function pricingTerms(db: Db | Tx): Promise<PricingTerms> {
  return pricingTermsFromVariables(await variableLookup(db, PRICING_VARIABLES));
}
