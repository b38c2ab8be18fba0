/** The one error shape of /api/* (docs/architecture.md §5), shared by the Worker and the SPA. */
export type ErrorBody = { error: { code: string; message: string; requestId?: string } };
