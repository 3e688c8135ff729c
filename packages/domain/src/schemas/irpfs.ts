import { z } from 'zod';
import { hydraCollectionSchema, hydraItemSchema } from './responses/hydra';

/** Spec "irpfs (country)": the IRPF withheld from an individual's payout by country of residence, as a percent. */
export const irpfSchema = hydraItemSchema('Irpf', {
  /** The country, as an IRI. */
  country: z.string(),
  rate: z.number(),
});
export type Irpf = z.infer<typeof irpfSchema>;

export const irpfCollectionSchema = hydraCollectionSchema(irpfSchema);
