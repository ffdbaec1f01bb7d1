import { fileAnswers, flightPaths, type DisruptionState } from '@can/contracts';
import type { FastifyPluginAsync } from 'fastify';
import * as z from 'zod/mini';
import type { FlightUpdates } from './flight-updates';

const HEARTBEAT_MS = 25_000;
/** A browser turned away waits about this long (s) before it tries the stream again. */
const RETRY_AFTER_S = 30;

export interface FlightStreamOptions {
  updates: FlightUpdates;
  /** Crisis mode: sent on connect and on every change (event `site`). */
  site: {
    state(): Promise<DisruptionState>;
    listen(listener: (state: DisruptionState) => void): () => void;
  };
  /** Streams this instance holds at most; more are refused with 503 and Retry-After. */
  maxSubscribers: number;
}

/**
 * GET /byairport-flight/flight/stream: Server-Sent Events carrying flight changes as they
 * happen (event "flights", data: an array of { flightId, changed, record }) and the state of
 * crisis mode (event "site", on connect and when it changes). Unsigned, like the client config:
 * it is read-only public information and EventSource cannot send headers. Browsers share one
 * stream between their tabs; when an instance holds its limit it turns new ones away (503,
 * `Retry-After`) and they poll the cacheable board instead (issue 20).
 */
export const flightStreamRoutes: FastifyPluginAsync<FlightStreamOptions> = async (
  app,
  { updates, site, maxSubscribers },
) => {
  const open = new Set<() => void>();
  // End the streams before the server closes, so a shutdown is not held up by open boards.
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  const response = {
    ...fileAnswers('text/event-stream', 'Server-sent events: `hello`, then `flights` updates.'),
    503: z.object({ code: z.literal(503), msg: z.string(), data: z.null() }),
  };
  app.get(flightPaths.stream, { schema: { response } }, async (request, reply) => {
    if (open.size >= maxSubscribers) {
      request.log.warn({ open: open.size }, 'live stream refused: subscriber limit');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_S))
        .header('cache-control', 'no-store')
        .send({ code: 503, msg: 'Too many live connections; try again later', data: null });
    }
    const siteNow = await site.state();
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    const send = (event: string, data: unknown) =>
      res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    res.write(`retry: 5000\n: connected ${new Date().toISOString()}\n\n`);
    send('site', siteNow);
    const stopListening = updates.listen((list) => send('flights', list));
    const stopSite = site.listen((state) => send('site', state));
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    const end = () => {
      clearInterval(heartbeat);
      stopListening();
      stopSite();
      open.delete(end);
      res.end();
    };
    open.add(end);
    request.raw.on('close', end);
  });
};
