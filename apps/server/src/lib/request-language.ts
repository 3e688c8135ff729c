import { pickLanguage, type Language } from '@vo/domain';
import type { FastifyRequest } from 'fastify';

/** The caller's language: Accept-Language first, else the default (es). */
export function requestLanguage(request: FastifyRequest): Language {
  return pickLanguage(request.headers['accept-language']);
}
