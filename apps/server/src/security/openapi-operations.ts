import type { FastifyInstance } from 'fastify';

/** The subset of JSON Schema that fastify-type-provider-zod writes into the OpenAPI document. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: JsonSchema;
}

/** One operation of /api/docs.json: `/api/payments/{id}` is also known as Fastify's `/api/payments/:id`. */
export interface Operation {
  method: string;
  template: string;
  route: string;
  pathParams: Parameter[];
  query: Parameter[];
  bodySchema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Every operation the running app documents, so a new route is fuzzed without touching the test. */
export async function readOperations(server: FastifyInstance): Promise<Operation[]> {
  const response = await server.inject({ method: 'GET', url: '/api/docs.json' });
  const paths = response.json().paths as Record<string, Record<string, OpenApiOperation>>;
  return Object.entries(paths).flatMap(([template, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      return {
        method: method.toUpperCase(),
        template,
        route: template.replace(/\{([^}]+)\}/g, ':$1'),
        pathParams: parameters.filter((p) => p.in === 'path'),
        query: parameters.filter((p) => p.in === 'query'),
        bodySchema: content['application/json']?.schema,
      };
    }));
}
