/// <reference types="node" />
// The local server compresses as Cloudflare does (scripts/lib/compression.mjs), without holding back
// event streams, touching audio ranges, or answering HEAD with a body.
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compressResponses, mustStayUncompressed } from "../../../scripts/lib/compression.mjs";

const SCRIPT = "export const words = [" + Array.from({ length: 400 }, (_, i) => `"word${i}"`).join(",") + "];\n";
const AUDIO = Buffer.alloc(4096, 7);
let releaseStream: () => void = () => {};

/** Answers the way the Cloudflare plugin hands workerd's responses to Node: writeHead with a header object, then chunks. */
function workerLike(req: IncomingMessage, res: ServerResponse) {
  if (req.url === "/assets/app.js") {
    res.writeHead(200, { "content-type": "text/javascript; charset=utf-8", "content-length": String(Buffer.byteLength(SCRIPT)) });
    res.end(req.method === "HEAD" ? undefined : SCRIPT);
  } else if (req.url === "/api/chats/1/messages") {
    res.writeHead(200, { "content-type": "text/event-stream" });
    res.write(`data: ${"first token ".repeat(200)}\n\n`);
    releaseStream = () => res.end("data: [DONE]\n\n");
  } else {
    res.writeHead(206, { "content-type": "audio/mpeg", "content-range": `bytes 0-4095/8192`, "content-length": "4096" });
    res.end(AUDIO);
  }
}

/** A plain Node request (the unit project's global fetch is the DOM's); resolves once the headers are in. */
function send(path: string, headers: Record<string, string>, method = "GET"): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => request(`${base}${path}`, { method, headers }, resolve).on("error", reject).end());
}

async function bodyOf(res: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of res) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const encoding = res.headers["content-encoding"];
  return encoding === "br" ? brotliDecompressSync(raw) : encoding === "gzip" ? gunzipSync(raw) : raw;
}

let server: Server;
let base: string;

beforeAll(async () => {
  const compress = compressResponses();
  server = createServer((req, res) => compress(req, res, () => workerLike(req, res)));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("the local server's compression", () => {
  it.each([
    ["br, gzip", "br"],
    ["gzip", "gzip"],
  ])("sends scripts encoded for Accept-Encoding %s as %s, and they decode to the same code", async (accept, encoding) => {
    const res = await send("/assets/app.js", { "accept-encoding": accept });
    expect(res.headers["content-encoding"]).toBe(encoding);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect((await bodyOf(res)).toString()).toBe(SCRIPT);
  });

  it("sends scripts as they are to a client that accepts no encoding, and HEAD without a body", async () => {
    const plain = await send("/assets/app.js", { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect((await bodyOf(plain)).toString()).toBe(SCRIPT);
    const head = await send("/assets/app.js", { "accept-encoding": "gzip" }, "HEAD");
    expect(head.headers["content-encoding"]).toBeUndefined();
    expect((await bodyOf(head)).length).toBe(0);
  });

  it("lets an event stream's first event through before the stream ends, uncompressed", async () => {
    const res = await send("/api/chats/1/messages", { "accept-encoding": "br, gzip" });
    expect(res.headers["content-encoding"]).toBeUndefined();
    const first: Buffer = await new Promise((resolve) => res.once("data", resolve));
    expect(first.toString()).toContain("first token");
    releaseStream();
    expect((await bodyOf(res)).toString()).toContain("[DONE]");
  });

  it("leaves an audio range as the Worker sent it", async () => {
    const res = await send("/api/ielts/audio/1", { "accept-encoding": "gzip", range: "bytes=0-4095" });
    expect(res.statusCode).toBe(206);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(await bodyOf(res)).toEqual(AUDIO);
  });

  it("keeps event streams, partial content and media out of compression", () => {
    expect(mustStayUncompressed(200, "text/event-stream; charset=utf-8")).toBe(true);
    expect(mustStayUncompressed(206, "application/octet-stream")).toBe(true);
    expect(mustStayUncompressed(200, "audio/mpeg")).toBe(true);
    expect(mustStayUncompressed(200, "text/javascript")).toBe(false);
    expect(mustStayUncompressed(200, undefined)).toBe(false);
  });
});
