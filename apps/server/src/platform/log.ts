import type { FastifyBaseLogger } from 'fastify';

/**
 * The logger a service is given (the app's pino logger), so services and repositories need
 * nothing from Fastify (decision 028).
 */
export type Log = Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;
