import type { FastifyRequest } from 'fastify';

/** The prefix every API route is registered under. */
export const API_PREFIX = '/api/';

/**
 * Whether the router matched an API route. Decided on the route's own pattern, never on the URL text:
 * the router decodes `/%61pi/...` to `/api/...`, so a check of the raw text is skipped by encoding it.
 * An unmatched request (404) has no pattern and is no API route.
 */
export const isApiRoute = (request: FastifyRequest): boolean => request.routeOptions.url?.startsWith(API_PREFIX) === true;
