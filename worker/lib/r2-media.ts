/**
 * What the routes that store and serve R2 media share (audio recordings and lesson media): reading an
 * upload body with a hard size limit, and serving a stored object with its own Content-Type and byte
 * ranges, so `<audio>` can seek (206 + Content-Range, 416 for a range it cannot serve).
 */
import type { ErrorBody } from "../contract/errors";
import { IELTS_ERROR_CODES } from "../contract/ielts";
import { parseByteRange } from "../ielts/audio";
import { languageOfHeader } from "../i18n";
import { errorText, type ApiError } from "./errors";

/** Reads the whole body, refusing it as soon as it passes the limit (a missing Content-Length is no way round it). */
export async function readLimited(body: ReadableStream<Uint8Array> | null, limit: number, tooLarge: () => ApiError): Promise<Uint8Array> {
  if (!body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

export type ServeOptions = {
  request: Request;
  notFound: () => ApiError;
  /** Headers every answer carries (e.g. nosniff, inline disposition). */
  extraHeaders?: Record<string, string>;
};

/** The object at `key` with its stored Content-Type, honouring If-None-Match, Range and If-Range. */
export async function serveStored(bucket: R2Bucket, key: string, options: ServeOptions): Promise<Response> {
  const head = await bucket.head(key);
  if (!head) throw options.notFound();
  const headers = new Headers({
    "Accept-Ranges": "bytes",
    ETag: head.httpEtag,
    "Last-Modified": head.uploaded.toUTCString(),
    "Cache-Control": "private, max-age=86400",
    "Content-Type": head.httpMetadata?.contentType ?? "application/octet-stream",
    ...options.extraHeaders,
  });
  const request = options.request.headers;
  if (request.get("If-None-Match") === head.httpEtag) return new Response(null, { status: 304, headers });

  const ifRange = request.get("If-Range");
  const range = ifRange === null || ifRange === head.httpEtag ? parseByteRange(request.get("Range") ?? undefined, head.size) : null;
  if (range === "unsatisfiable") {
    const body: ErrorBody = {
      error: {
        code: IELTS_ERROR_CODES.rangeNotSatisfiable,
        message: errorText(languageOfHeader(request.get("Accept-Language")), IELTS_ERROR_CODES.rangeNotSatisfiable, {
          params: { bytes: head.size },
        }),
      },
    };
    return Response.json(body, {
      status: 416,
      headers: { "Content-Range": `bytes */${head.size}`, "Accept-Ranges": "bytes", ...options.extraHeaders },
    });
  }
  const object = await bucket.get(key, range ? { range } : {});
  if (!object) throw options.notFound();
  if (!range) {
    headers.set("Content-Length", String(head.size));
    return new Response(object.body, { status: 200, headers });
  }
  headers.set("Content-Length", String(range.length));
  headers.set("Content-Range", `bytes ${range.offset}-${range.offset + range.length - 1}/${head.size}`);
  return new Response(object.body, { status: 206, headers });
}
