import type { IncomingMessage, ServerResponse } from "node:http";

export function mustStayUncompressed(status: number, contentType: string | number | readonly string[] | undefined): boolean;
export function compressResponses(): (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;
