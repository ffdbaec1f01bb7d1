import { flightPaths } from '@can/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { FlightUpdates } from './flight-updates';

const HEARTBEAT_MS = 25_000;

/**
 * GET /byairport-flight/flight/stream: Server-Sent Events carrying flight changes as they
 * happen (event "flights", data: an array of { flightId, changed, record }). Unsigned, like the
 * client config: it is read-only public information and EventSource cannot send headers.
 */
export const flightStreamRoutes: FastifyPluginAsync<{ updates: FlightUpdates }> = async (
  app,
  { updates },
) => {
  const open = new Set<() => void>();
  // End the streams before the server closes, so a shutdown is not held up by open boards.
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  app.get(flightPaths.stream, (request, reply) => {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write(`retry: 5000\n: connected ${new Date().toISOString()}\n\n`);
    const stopListening = updates.listen((list) =>
      res.write(`event: flights\ndata: ${JSON.stringify(list)}\n\n`),
    );
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    const end = () => {
      clearInterval(heartbeat);
      stopListening();
      open.delete(end);
      res.end();
    };
    open.add(end);
    request.raw.on('close', end);
  });
};
