import { hydraErrorSchema } from '@vo/domain';
import type { FastifyInstance, FastifySerializerCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isApiPath } from './api-paths';

/**
 * Every API route declares the body of its success status(es); the hydra:Error of its 4xx and 5xx answers is
 * added here, so /api/docs.json documents every body and no route repeats it.
 */
export function declareErrorResponses(server: FastifyInstance): void {
  server.addHook('onRoute', (route) => {
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (!response || !isApiPath(route.url)) return;
    route.schema = { ...route.schema, response: { '4xx': hydraErrorSchema, '5xx': hydraErrorSchema, ...response } };
  });
}

// Bytes, not JSON: OpenAPI's way of saying "a file". Fastify sends a Buffer or stream without serializing it.
const fileBody = z.unknown().meta({ type: 'string', format: 'binary' });

/** The success answer of a route that sends a file (PDF, XML, CSV, image), documented per media type. */
export const fileResponse = (...mediaTypes: [string, ...string[]]) => ({
  content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: fileBody }])),
});

/** The success answer of a route that sends no body (204). */
export const noContent = z.null().meta({ description: 'No content' });

const plainJson: FastifySerializerCompiler<unknown> = () => (data) => JSON.stringify(data);

/**
 * Checking each answer against its (strict) schema turns a drift between presenter and schema into a 500,
 * which is what the tests need; production can skip the check (RESPONSE_VALIDATION, measured in bench/README.md).
 */
export const responseSerializer = (validate: boolean): FastifySerializerCompiler<unknown> =>
  validate ? (serializerCompiler as FastifySerializerCompiler<unknown>) : plainJson;
