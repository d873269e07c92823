import type { FastifyInstance } from 'fastify';

/**
 * app.close() stops accepting and waits for every open connection to end.
 * Connections idle at that moment are closed at once, but a keep-alive
 * connection whose request was in flight would stay open after its answer
 * (until the client leaves, or the 72 s keep-alive timeout), holding the
 * shutdown up past any orchestrator's grace period. So answers sent while
 * closing say `Connection: close`, and Node ends the connection once the
 * answer is out. (An answer whose headers went out before the close began
 * is not covered; this app streams none that long.)
 */
export function installGracefulClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
