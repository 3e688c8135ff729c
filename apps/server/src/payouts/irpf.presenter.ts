import type { Irpf } from '@vo/domain';
import type { irpfs } from '../db/schema';
import { hydraItem } from '../lib/hydra';

/** Spec "irpfs": the country as an IRI, the rate as a percent. */
export const presentIrpf = (row: typeof irpfs.$inferSelect): Irpf =>
  hydraItem('irpfs', 'Irpf', row.id, { country: `/api/countries/${row.countryId}`, rate: row.rateBp / 100 });
