import type { Server } from 'node:http';

/** Listen on loopback (port 0: any free port); resolves to the server's base URL (`http://127.0.0.1:<port>`). */
export function listenOnLoopback(server: Server, port = 0): Promise<string> {
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => {
      const a = server.address();
      resolve(`http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}`);
    }),
  );
}
