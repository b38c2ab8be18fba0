export interface Route {
  method: string;
  path: string;
  access: string[];
  file: string;
}
/** Every route of the Worker's app, in the order Hono matches them. */
export function routes(): Route[];
/** docs/routes.md as the generator writes it. */
export function renderRoutes(): string;
export const ROUTES_DOC: string;
