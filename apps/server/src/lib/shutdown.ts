import type { Server } from "node:http";
import type { Socket } from "node:net";
import type { Lifecycle } from "./lifecycle.ts";

type Log = { info: (o: object, m: string) => void; warn: (o: object, m: string) => void };

/** Every open connection of the server, so the drain can cut those still open at its deadline. */
export function trackConnections(server: Server): Set<Socket> {
  const open = new Set<Socket>();
  server.on("connection", (socket: Socket) => {
    open.add(socket);
    socket.once("close", () => open.delete(socket));
  });
  return open;
}

/** Waits for a promise at most until the deadline; true when it settled in time. */
async function until(work: Promise<unknown>, deadline: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), Math.max(0, deadline - Date.now()))));
  try {
    return await Promise.race([work.then(() => true), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The drain on SIGTERM (docs/decisions/0022, 0040): readiness turns 503 at once; the listener closes (new
 * connections are refused); requests in flight, uploads included, finish, each answer closing its
 * connection. An idle kept-alive connection is left open for its client to close, or to use once more
 * (that answer closes it): closed here, it could cross a request the balancer was already sending on it,
 * and nginx sends a POST to no other instance (`closeIdle` closes them at once, for a stop with no balancer
 * in between). Jobs start nothing new and their runs in progress finish. At the deadline the connections
 * still open are cut. Then `finish` closes the app, writes what is held in memory and closes the pools.
 * Resolves with the number of connections cut.
 */
export async function drain(o: {
  lifecycle: Lifecycle;
  drainMs: number;
  /** Stops accepting connections, leaving open ones open; resolves once every one has ended. */
  stopListening: () => Promise<void>;
  /** Closes the idle kept-alive connections at once (none of their clients is a balancer). */
  closeIdle?: () => void;
  connections: Set<Socket>;
  stopJobs: () => Promise<void>;
  finish: () => Promise<void>;
  log: Log;
}): Promise<number> {
  o.lifecycle.state = "draining";
  const deadline = Date.now() + o.drainMs;
  const jobsDone = o.stopJobs();
  const closed = o.stopListening();
  o.closeIdle?.();
  let cut = 0;
  if (!(await until(closed, deadline))) {
    cut = o.connections.size;
    o.log.warn({ connections: cut, drainMs: o.drainMs }, "drain time is over: cutting the connections still open");
    for (const socket of o.connections) socket.destroy();
    await closed;
  }
  if (!(await until(jobsDone, deadline + 1000))) o.log.warn({}, "drain time is over: jobs still running are abandoned");
  await o.finish();
  return cut;
}
