import { travelToolCollectionSchema, travelToolInputSchema, travelToolSchema, type TravelTool, type TravelToolInput, type Violation } from '@vo/domain';
import type { Tx } from '../../db/client';
import { travelTools } from '../../db/schema';
import type { CatalogueResource } from '../catalogue-resource';
import { codeTaken } from '../unique-code';
import { presentTravelTool } from './travel-tool.presenter';
import { TRAVEL_TOOL_COLLECTION, travelToolScope, travelToolSource, type TravelToolRow } from './travel-tool-list';

// Namespace of the transaction lock per code.
const UNIQUE_CODE = { column: travelTools.code, id: travelTools.id, lock: 74_210_160 };

async function codeIsFree(tx: Tx, input: TravelToolInput, current: TravelToolRow | null): Promise<Violation[]> {
  return (await codeTaken(tx, UNIQUE_CODE, input.code, current?.id)) ? [{ propertyPath: 'code', code: 'validation.travelToolCodeExists' }] : [];
}

/**
 * The travel search engine's external partners (`/api/travel_tools`, DESIGN.md section 7b): read by members whose
 * membership has travel features (the active ones), managed in the console. Nothing refers to a partner.
 */
export const TRAVEL_TOOLS: CatalogueResource<typeof travelTools, TravelToolRow, TravelTool, TravelToolInput> = {
  base: '/api/travel_tools',
  tag: 'travel',
  access: 'travel',
  table: travelTools,
  item: travelToolSchema,
  collectionSchema: travelToolCollectionSchema,
  input: travelToolInputSchema,
  collection: TRAVEL_TOOL_COLLECTION,
  source: travelToolSource,
  scope: travelToolScope,
  present: presentTravelTool,
  values: (input) => ({ code: input.code, name: input.name, searchLink: input.searchLink, sort: input.sort, isActive: input.isActive }),
  check: codeIsFree,
  references: async () => [],
};
