import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { bootstrap } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { OffsetClock } from './platform/clock';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const progress: [string, Record<string, unknown> | undefined][] = [];
  const deps = await bootstrap(config, {
    onProgress: (event, detail) => progress.push([event, detail]),
    ...(config.TEST_CLOCK_CONTROL ? { clock: new OffsetClock(config.TEST_CLOCK_OFFSET_MS) } : {}),
  });
  const app = await buildApp(deps);
  for (const [event, detail] of progress) app.log.info(detail ?? {}, event);
  app.addHook('onClose', async () => deps.close());
  app.log.info({ database: deps.database.describe, store: deps.store.kind }, 'database ready');

  // SIGTERM / SIGINT: stop accepting, let in-flight requests finish, close the pools, exit 0.
  closeWithGrace({ delay: config.SHUTDOWN_GRACE_MS }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });

  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((err) => {
  console.error('The server could not start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
