import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Plugin } from "vite";

type Handle = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

export function answerRefusedUpgrades(httpServer: Server, handle: Handle): void;
export function answerFailuresAsJson(error: unknown, req: IncomingMessage, res: ServerResponse, next?: (err?: unknown) => void): void;
export function servePreviewLikeProduction(): Plugin;
