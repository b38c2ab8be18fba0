// Compresses what the local server sends, as Cloudflare does in production: JS, CSS, HTML, JSON and
// SVG go out as brotli or gzip according to the request's Accept-Encoding (the `compression`
// middleware negotiates, streams, and leaves HEAD and already-encoded responses alone).
import compression from "compression";

/**
 * Responses that must reach the browser as the Worker wrote them: event streams (SSE replies arrive
 * token by token, a compressor would hold them back) and partial content (audio ranges keep their
 * byte offsets).
 */
export function mustStayUncompressed(status, contentType) {
  const type = String(contentType ?? "")
    .split(";")[0]
    .trim()
    .toLowerCase();
  return status === 206 || type === "text/event-stream" || type.startsWith("audio/") || type.startsWith("video/");
}

/** Connect middleware for the preview server; WebSocket upgrades never pass through middleware. */
export function compressResponses() {
  return compression({
    filter: (req, res) => !mustStayUncompressed(res.statusCode, res.getHeader("Content-Type")) && compression.filter(req, res),
  });
}
