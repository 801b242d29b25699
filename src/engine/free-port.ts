import { createServer } from 'node:net';

/** Asks the OS for a free loopback port, so a busy port can never collide with a server. */
export function findFreePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePromise(port));
    });
  });
}
