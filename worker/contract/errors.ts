/**
 * The one error shape of /api/* (docs/architecture.md §5), shared by the Worker and the SPA. The message is
 * written in the request's language (Accept-Language); `field` names the part of the body, query or path a
 * validation failure is about ("blocks.2.prompt").
 */
export type ErrorBody = { error: { code: string; message: string; field?: string; requestId?: string } };
