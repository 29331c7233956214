/** A local TCP proxy whose upstream can be cut and restored: a database or Redis that goes away. */
import net from 'node:net';

/**
 * A TCP proxy that forwards to `target`; or, hanging, cuts every connection and holds new ones
 * unanswered (a server that stopped answering); or, refusing, cuts every connection and closes
 * new ones at once (a server that went away).
 */
export async function startProxy(target?: { host: string; port: number }) {
  let hanging = !target;
  let refusing = false;
  const sockets = new Set<net.Socket>();
  /** The proxy's clients' connections (the other half of `sockets` goes upstream). */
  const clients = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((socket) => {
    if (refusing) {
      socket.destroy();
      return;
    }
    track(socket);
    clients.add(socket);
    socket.on('close', () => clients.delete(socket));
    if (hanging || !target) return; // accepted, never answered
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    socket.on('close', () => upstream.destroy());
    upstream.on('close', () => socket.destroy());
    socket.pipe(upstream).pipe(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    /** Returns how many client connections it cut. */
    hang(): number {
      hanging = true;
      const cut = clients.size;
      for (const socket of sockets) socket.destroy();
      return cut;
    },
    refuse() {
      refusing = true;
      for (const socket of sockets) socket.destroy();
    },
    pass() {
      hanging = false;
      refusing = false;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
