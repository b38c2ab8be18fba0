// What `vite preview` (npm start, e2e, bench) adds to the Cloudflare plugin so the built app answers
// locally as it does in production: compressed responses, the Worker's refusal of a WebSocket upgrade
// instead of a dropped connection, and failures in the API's error shape instead of an HTML stack trace.
import { ServerResponse } from "node:http";
import { compressResponses } from "./compression.mjs";

/** Answers `req` (an upgrade request) through the HTTP middleware stack on its own socket, then closes it. */
function answerOverHttp(req, socket, handle) {
  const res = new ServerResponse(req);
  res.shouldKeepAlive = false;
  res.assignSocket(socket);
  res.on("finish", () => {
    res.detachSocket(socket);
    socket.destroySoon();
  });
  handle(req, res, (error) => answerFailuresAsJson(error, req, res));
}

/**
 * The Cloudflare plugin forwards an upgrade to the Worker and, unless the Worker answers 101, destroys
 * the socket: the client sees a dropped connection where production sends the Worker's 401. Each
 * upgrade listener is wrapped so that when it gives up on a socket it has written nothing to, the same
 * request is answered through the HTTP stack instead, where the Worker's refusal reaches the client as
 * written. Refusing changes nothing (a refused ticket stays refused), so the second answer is the same.
 */
export function answerRefusedUpgrades(httpServer, handle) {
  for (const listener of httpServer.listeners("upgrade")) {
    httpServer.off("upgrade", listener);
    httpServer.on("upgrade", (req, socket, head) => {
      const destroy = socket.destroy;
      // A kept-alive connection has carried earlier answers: only bytes written from here on count.
      const writtenBefore = socket.bytesWritten;
      socket.destroy = (error) => {
        socket.destroy = destroy;
        if (error || !socket.writable || socket.bytesWritten > writtenBefore) return destroy.call(socket, error);
        answerOverHttp(req, socket, handle);
        return socket;
      };
      listener.call(httpServer, req, socket, head);
    });
  }
}

/**
 * Connect error middleware (connect knows it by its four parameters): a request the Worker could not answer gets a 502 in the
 * API's error shape; the details go to the terminal, never to the browser.
 */
export function answerFailuresAsJson(error, req, res, _next) {
  console.error(`${req.method} ${req.url}: the local server got no answer from the Worker:`, error);
  if (res.headersSent) return void res.destroy();
  const body = JSON.stringify({
    error: { code: "local_server_error", message: "The local server got no answer from the Worker; the terminal shows why." },
  });
  res.writeHead(502, { "Content-Type": "application/json; charset=utf-8", "Content-Length": Buffer.byteLength(body) });
  res.end(body);
}

/**
 * Vite plugin listed before the Cloudflare plugin: compression runs before the middleware that hands
 * requests to workerd; the upgrade wrapper and the error handler are installed once the Cloudflare
 * plugin has added its own (Vite runs the returned function after every plugin's hook).
 */
/**
 * Node closes a kept-alive connection after 5 s idle; a client that reuses it at that moment gets
 * ECONNRESET (a browser test's API call did). Idle connections stay open for a minute instead, and the
 * header timeout stays above it, as Node requires.
 */
const KEEP_ALIVE_MS = 65_000;

export function servePreviewLikeProduction() {
  return {
    name: "lexora:serve-preview-like-production",
    configurePreviewServer(server) {
      if (server.httpServer) {
        server.httpServer.keepAliveTimeout = KEEP_ALIVE_MS;
        server.httpServer.headersTimeout = KEEP_ALIVE_MS + 1_000;
      }
      server.middlewares.use(compressResponses());
      return () => {
        if (server.httpServer) answerRefusedUpgrades(server.httpServer, server.middlewares);
        server.middlewares.use(answerFailuresAsJson);
      };
    },
  };
}
