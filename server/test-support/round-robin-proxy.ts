import http from "node:http";

export interface RoundRobinProxy {
  port: number;
  /** Answers each upstream gave, in the order of the ports. */
  answered: number[];
  /** Requests sent on to the next instance: connection refused, or reset before any answer. */
  retried: { refused: number; reset: number };
  close(): Promise<void>;
}

const MAX_BODY = 1_000_000;
const UPSTREAM_TIMEOUT_MS = 10_000;
/** Hop-by-hop headers: they describe one connection and are not passed on. */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection"]);

function endToEnd(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

/**
 * The smallest load balancer for tests and benches: on 127.0.0.1, each request to the next
 * upstream in turn, on a new connection (none is reused, so none can be closed under a
 * request by a stopping instance). As a load balancer does (HAProxy's `retry-on
 * conn-failure empty-response`, Envoy's `connect-failure,reset`), a request goes to the
 * next instance when its connection is refused (stopped, or not listening yet) or reset
 * before any answer: a stopping instance resets the connections it accepted but never
 * read (its listening queue, idle sockets) and answers every request it started, so no
 * request is stored twice. Anything else that fails is a 502.
 */
export function startRoundRobinProxy(ports: number[]): Promise<RoundRobinProxy> {
  const answered = ports.map(() => 0);
  const retried = { refused: 0, reset: 0 };
  let turn = 0;
  const agent = new http.Agent({ keepAlive: false });

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) request.destroy();
      else chunks.push(chunk);
    });
    request.on("end", () => {
      const body = Buffer.concat(chunks);
      const first = turn++ % ports.length;
      const send = (tried: number) => {
        const index = (first + tried) % ports.length;
        const upstream = http.request(
          {
            host: "127.0.0.1",
            port: ports[index],
            method: request.method,
            path: request.url,
            headers: { ...endToEnd(request.headers), "content-length": String(body.length) },
            agent,
          },
          (answer) => {
            answered[index]! += 1;
            response.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
            answer.pipe(response);
          },
        );
        upstream.setTimeout(UPSTREAM_TIMEOUT_MS, () => upstream.destroy(new Error("upstream timed out")));
        upstream.on("error", (error: NodeJS.ErrnoException) => {
          const retry = error.code === "ECONNREFUSED" ? "refused" : error.code === "ECONNRESET" ? "reset" : null;
          if (retry && !response.headersSent && tried + 1 < ports.length) {
            retried[retry] += 1;
            return send(tried + 1);
          }
          if (!response.headersSent) response.writeHead(502, { "content-type": "text/plain" });
          response.end(`proxy: ${error.code ?? error.message}`);
        });
        upstream.end(body);
      };
      send(0);
    });
  });

  return new Promise((resolve, reject) => {
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve({
        port: typeof address === "object" && address ? address.port : 0,
        answered,
        retried,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
