/** The one error shape of /api/* (DESIGN.md §5), shared by the Worker and the SPA. */
export type ErrorBody = { error: { code: string; message: string; requestId?: string } };
