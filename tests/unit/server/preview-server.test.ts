/// <reference types="node" />
// The local server answers as production does (scripts/lib/preview-server.mjs): a WebSocket upgrade the
// Worker refuses reaches the client as the Worker's HTTP answer instead of a dropped connection, and a
// request the Worker could not answer gets JSON in the error shape, never an HTML page with a stack trace.
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Duplex } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerFailuresAsJson, answerRefusedUpgrades } from "../../../scripts/lib/preview-server.mjs";

const REFUSAL = JSON.stringify({ error: { code: "invalid_ticket", message: "A valid realtime ticket is required." } });

/** The Worker as the local server reaches it: 101 for a good ticket, 401 JSON otherwise, and a transport failure for /broken. */
function worker(req: IncomingMessage): { status: number; body: string } | Error {
  if (req.url?.startsWith("/broken")) return new TypeError("fetch failed");
  return req.url === "/api/realtime?ticket=good" ? { status: 101, body: "" } : { status: 401, body: REFUSAL };
}

/** What the Cloudflare plugin's middleware does: hand the request to the Worker, or pass the failure on. */
function handle(req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) {
  const answer = worker(req);
  if (answer instanceof Error) return next(answer);
  res.writeHead(answer.status, { "Content-Type": "application/json" });
  res.end(answer.body);
}

/** What the Cloudflare plugin's upgrade listener does: a 101 when the Worker accepts, otherwise it destroys the socket. */
async function pluginUpgrade(req: IncomingMessage, socket: Duplex) {
  await new Promise((resolve) => setTimeout(resolve, 5));
  const answer = worker(req);
  if (answer instanceof Error || answer.status !== 101) return void socket.destroy();
  socket.write("HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n");
  socket.end();
}

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => handle(req, res, (err) => answerFailuresAsJson(err, req, res)));
  server.on("upgrade", pluginUpgrade);
  answerRefusedUpgrades(server, handle);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

type Outcome = { kind: "response"; status: number; contentType: string | undefined; body: string } | { kind: "upgrade" };

function upgrade(path: string): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, {
      headers: {
        Connection: "Upgrade",
        Upgrade: "websocket",
        "Sec-WebSocket-Version": "13",
        "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==",
      },
    });
    req.on("upgrade", (_res, socket) => {
      socket.destroy();
      resolve({ kind: "upgrade" });
    });
    req.on("response", async (res) => {
      let body = "";
      for await (const chunk of res) body += String(chunk);
      resolve({ kind: "response", status: res.statusCode ?? 0, contentType: res.headers["content-type"], body });
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the local server's WebSocket upgrades", () => {
  it("passes an accepted upgrade through as the plugin made it", async () => {
    expect(await upgrade("/api/realtime?ticket=good")).toEqual({ kind: "upgrade" });
  });

  it("answers an upgrade the Worker refuses with the Worker's 401 JSON instead of dropping the connection", async () => {
    expect(await upgrade("/api/realtime")).toEqual({ kind: "response", status: 401, contentType: "application/json", body: REFUSAL });
    expect(await upgrade("/api/realtime?ticket=used")).toMatchObject({ kind: "response", status: 401 });
  });
});

describe("the local server's failures", () => {
  it("answer 502 in the API's error shape, without a stack trace or HTML", async () => {
    const outcome = await new Promise<Outcome>((resolve, reject) =>
      request(`${base}/broken/api/words/import`, { method: "POST" }, async (res) => {
        let body = "";
        for await (const chunk of res) body += String(chunk);
        resolve({ kind: "response", status: res.statusCode ?? 0, contentType: res.headers["content-type"], body });
      })
        .on("error", reject)
        .end("word,meaning\n"),
    );
    expect(outcome).toMatchObject({ kind: "response", status: 502, contentType: "application/json; charset=utf-8" });
    const body = outcome.kind === "response" ? outcome.body : "";
    expect(JSON.parse(body)).toEqual({
      error: { code: "local_server_error", message: "The local server got no answer from the Worker; the terminal shows why." },
    });
    expect(body).not.toMatch(/<html|TypeError| at /i);
  });

  it("answer through an upgrade the same way when the Worker cannot be reached", async () => {
    expect(await upgrade("/broken")).toMatchObject({ kind: "response", status: 502, contentType: "application/json; charset=utf-8" });
  });
});
