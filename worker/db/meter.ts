/**
 * What D1 bills, counted: every D1 result carries `meta.rows_read` / `rows_written`, but
 * drizzle reads most rows through `raw()`, which drops the meta. `observedD1` wraps a binding so each
 * statement's SQL, parameters and meta reach an observer; `raw()` goes through the same session call
 * D1's own `raw()` makes, keeping the meta (worker/db/meter.test in tests/worker/capacity holds it to
 * D1's rows, duplicate column names included).
 *
 * The bench's meter (`D1_METER=1`, never in production) counts with it per request and per isolate:
 * `d1Meter` puts the request's own rows on its answer (`X-D1-Rows`) and, when asked with
 * `X-D1-Meter: report`, answers with every route's rows so far, before and after its answer
 * (`X-D1-Meter-Report`), plus what ran outside any request (the hubs). Off, it costs one check.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { env as cloudflareEnv } from "cloudflare:workers";
import { createMiddleware } from "hono/factory";
import { routePath } from "hono/route";

/** The part of a D1 result's meta the meter reads. */
export type D1Meta = { rows_read?: number; rows_written?: number; size_after?: number };
export type ObservedStatement = { sql: string; params: unknown[] };
export type D1Observer = (statement: ObservedStatement, meta: D1Meta | undefined) => void;

type Bound = D1PreparedStatement & { statement: string; params: unknown[] };
/** The session call D1's own raw() makes; its answer keeps the meta raw() drops. */
type RawSession = {
  _sendOrThrow(
    endpoint: string,
    sql: string,
    params: unknown[],
    format: "ROWS_AND_COLUMNS",
    span: unknown,
  ): Promise<{ results?: { columns: string[]; rows: unknown[][] }; meta?: D1Meta }>;
};
const NO_SPAN = { setAttribute() {}, setAttributes() {} };

const inner = new WeakMap<D1PreparedStatement, D1PreparedStatement>();

function sessionOf(statement: D1PreparedStatement): RawSession {
  const session = (statement as unknown as { dbSession?: Partial<RawSession> }).dbSession;
  if (typeof session?._sendOrThrow !== "function")
    throw new Error("This D1 binding's raw() cannot be metered (no dbSession._sendOrThrow).");
  return session as RawSession;
}

function observedStatement(statement: D1PreparedStatement, observe: D1Observer): D1PreparedStatement {
  const { statement: sql, params } = statement as Bound;
  const seen = { sql, params: params ?? [] };
  const counted = async <T extends { meta?: D1Meta }>(result: Promise<T>): Promise<T> => {
    const answer = await result;
    observe(seen, answer.meta);
    return answer;
  };
  const proxy = new Proxy(statement, {
    get(target, property) {
      switch (property) {
        case "bind":
          return (...values: unknown[]) => observedStatement(target.bind(...values), observe);
        case "all":
        case "run":
          return () => counted(target[property]());
        case "first":
          return async (column?: string) => {
            const row = (await counted(target.all())).results[0] as Record<string, unknown> | undefined;
            if (column === undefined || row === undefined) return row ?? null;
            if (!(column in row)) throw new Error(`D1_COLUMN_NOTFOUND: Column not found (${column})`);
            return row[column];
          };
        case "raw":
          return async (options?: { columnNames?: boolean }) => {
            const answer = await sessionOf(target)._sendOrThrow("/query", sql, seen.params, "ROWS_AND_COLUMNS", NO_SPAN);
            const result = Array.isArray(answer) ? answer[0] : answer;
            observe(seen, result.meta);
            if (!result.results) return [];
            return options?.columnNames ? [result.results.columns, ...result.results.rows] : result.results.rows;
          };
      }
      return Reflect.get(target, property, target);
    },
  });
  inner.set(proxy, statement);
  return proxy;
}

/** `d1` with every statement's SQL, parameters and result meta passed to `observe` (a batch: each statement). */
export function observedD1(d1: D1Database, observe: D1Observer): D1Database {
  return new Proxy(d1, {
    get(target, property) {
      if (property === "prepare") return (sql: string) => observedStatement(target.prepare(sql), observe);
      if (property === "batch")
        return async (statements: D1PreparedStatement[]) => {
          const results = await target.batch(statements.map((s) => inner.get(s) ?? s));
          results.forEach((result, i) => {
            const { statement: sql, params } = (inner.get(statements[i]!) ?? statements[i]) as Bound;
            observe({ sql, params: params ?? [] }, result.meta);
          });
          return results;
        };
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

// ---- the bench's meter ----------------------------------------------------------------------------

export type D1Tally = { queries: number; rowsRead: number; rowsWritten: number };
/** One route's rows: in its requests before the answer, and after it (waitUntil work the request started). */
type RouteTally = { requests: number; answered: D1Tally; after: D1Tally };
type RequestTally = { own: D1Tally; route: RouteTally | null };

const emptyTally = (): D1Tally => ({ queries: 0, rowsRead: 0, rowsWritten: 0 });
const add = (tally: D1Tally, meta: D1Meta | undefined) => {
  tally.queries += 1;
  tally.rowsRead += meta?.rows_read ?? 0;
  tally.rowsWritten += meta?.rows_written ?? 0;
};

const currentRequest = new AsyncLocalStorage<RequestTally>();
const isolate = { total: emptyTally(), outsideRequests: emptyTally(), sizeBytes: 0, routes: new Map<string, RouteTally>() };

export const METER_REPORT_HEADER = "X-D1-Meter-Report";
export const METER_ROWS_HEADER = "X-D1-Rows";

/** On only where the bench asked for it, never in production. */
export const d1MeterOn = () => {
  const env = cloudflareEnv as Env;
  return env.D1_METER === "1" && env.ENVIRONMENT !== "production";
};

/** The bench's observer: counts into the isolate, the current request and its route. */
export const countD1: D1Observer = (_statement, meta) => {
  add(isolate.total, meta);
  if (meta?.size_after) isolate.sizeBytes = meta.size_after;
  const request = currentRequest.getStore();
  if (!request) add(isolate.outsideRequests, meta);
  else if (request.route) add(request.route.after, meta);
  else add(request.own, meta);
};

function routeTally(label: string): RouteTally {
  let route = isolate.routes.get(label);
  if (!route) {
    route = { requests: 0, answered: emptyTally(), after: emptyTally() };
    isolate.routes.set(label, route);
  }
  return route;
}

/** Counts the request's rows while metering; answers `X-D1-Meter: report` with everything counted so far. */
export const d1Meter = createMiddleware(async (c, next) => {
  if (!d1MeterOn()) return next();
  const request: RequestTally = { own: emptyTally(), route: null };
  await currentRequest.run(request, next);
  const route = routeTally(`${c.req.method} ${routePath(c, -1)}`);
  route.requests += 1;
  for (const key of ["queries", "rowsRead", "rowsWritten"] as const) route.answered[key] += request.own[key];
  request.route = route;
  if (c.res.status === 101) return;
  const headers = new Headers(c.res.headers);
  headers.set(METER_ROWS_HEADER, `read=${request.own.rowsRead}, written=${request.own.rowsWritten}, queries=${request.own.queries}`);
  if (c.req.header("X-D1-Meter") === "report") {
    headers.set(METER_REPORT_HEADER, JSON.stringify({ ...isolate, routes: Object.fromEntries(isolate.routes) }));
  }
  c.res = new Response(c.res.body, { status: c.res.status, statusText: c.res.statusText, headers });
});
