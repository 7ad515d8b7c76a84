import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

/** What closing gets after the requests are done, if the grace period has less left. */
const CLOSE_TIMEOUT_MS = 5000;

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn({ signal }, 'second stop signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    // Readiness fails and new requests get 503 at once; requests in flight (an upload) finish.
    app.lifecycle.shuttingDown = true;
    const graceMs = config.shutdownTimeoutMs;
    const deadline = Date.now() + graceMs;
    app.log.info(
      { signal, inFlight: app.lifecycle.inFlight, graceMs },
      'shutting down: finishing requests in flight',
    );
    void (async () => {
      if (!(await app.lifecycle.drained(graceMs))) {
        app.log.error(
          { inFlight: app.lifecycle.inFlight, graceMs },
          'shutdown grace period ran out with requests in flight: exiting',
        );
        process.exit(1);
      }
      // Closing the sockets and the database takes moments; never wait on it forever.
      const force = setTimeout(
        () => {
          app.log.error('closing took too long: exiting');
          process.exit(1);
        },
        Math.max(CLOSE_TIMEOUT_MS, deadline - Date.now()),
      );
      force.unref();
      try {
        await app.close();
      } catch (error) {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      }
      app.log.info('stopped');
      process.exit(0);
    })();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`Configuration error: ${error.message}\n`);
  } else {
    process.stderr.write(
      `The gateway could not start: ${(error as Error)?.stack ?? String(error)}\n`,
    );
  }
  process.exit(1);
});
