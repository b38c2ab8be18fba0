/**
 * docs/routes.md from the Worker's source: every Hono route (method, full path, the middleware that guards it and
 * the file that declares it), read from the routers' method chains with the TypeScript parser, because the Worker
 * cannot be imported in Node (it imports `cloudflare:` modules). `node scripts/docs/routes.mjs` rewrites the file;
 * tests/unit/docs-maps.test.ts fails when it is stale.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const METHODS = new Set(["get", "post", "put", "patch", "delete", "all"]);
/** Middleware whose name says who may call; anything else is checked inside the handler or is public. */
const GUARDS = { signedIn: "signed in", teacherOnly: "teacher", requireApiKey: "API key" };

const sources = new Map();
function source(file) {
  if (!sources.has(file)) {
    sources.set(file, ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true));
  }
  return sources.get(file);
}

/** The expression a name stands for in a file: its own const or function, or what it imports. */
function definition(file, name) {
  const sf = source(file);
  for (const statement of sf.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const decl of statement.declarationList.declarations) {
        if (ts.isIdentifier(decl.name) && decl.name.text === name && decl.initializer) return { file, node: decl.initializer };
      }
    }
    if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) return { file, node: statement };
    if (
      ts.isImportDeclaration(statement) &&
      statement.importClause?.namedBindings &&
      ts.isNamedImports(statement.importClause.namedBindings)
    ) {
      for (const el of statement.importClause.namedBindings.elements) {
        if (el.name.text !== name) continue;
        const target = resolve(dirname(file), `${statement.moduleSpecifier.text}.ts`);
        return definition(target, (el.propertyName ?? el.name).text);
      }
    }
  }
  throw new Error(`${relative(root, file)}: cannot find ${name}`);
}

/** The router expression behind `.route(path, x)`: a name, or a call of a function returning one. */
function router(file, expr) {
  if (ts.isIdentifier(expr)) return routerOf(definition(file, expr.text));
  if (ts.isCallExpression(expr) && ts.isIdentifier(expr.expression)) return routerOf(definition(file, expr.expression.text));
  throw new Error(`${relative(root, file)}: unsupported router ${expr.getText()}`);
}

function routerOf({ file, node }) {
  if (ts.isFunctionDeclaration(node)) {
    const ret = node.body?.statements.find(ts.isReturnStatement);
    if (!ret?.expression) throw new Error(`${relative(root, file)}: ${node.name?.text} returns no router`);
    return { file, node: ret.expression };
  }
  return { file, node };
}

/** The calls of a method chain, first to last (`new Hono().use(a).get(...)` → use, get). */
function chain(node) {
  const calls = [];
  let current = node;
  while (ts.isCallExpression(current) && ts.isPropertyAccessExpression(current.expression)) {
    calls.unshift({ method: current.expression.name.text, args: current.arguments });
    current = current.expression.expression;
  }
  return calls;
}

const join2 = (prefix, path) => {
  const joined = `${prefix.replace(/\/$/, "")}/${path.replace(/^\//, "")}`.replace(/\/$/, "");
  return joined === "" ? "/" : joined;
};

const guardsIn = (args) => args.filter((a) => ts.isIdentifier(a) && a.text in GUARDS).map((a) => GUARDS[a.text]);

function collect({ file, node }, prefix, inherited, out) {
  let guards = [...inherited];
  for (const { method, args } of chain(node)) {
    if (method === "use") guards = [...guards, ...guardsIn(args)];
    else if (method === "route") collect(router(file, args[1]), join2(prefix, args[0].text), guards, out);
    else if (METHODS.has(method)) {
      const path = ts.isStringLiteral(args[0]) ? args[0].text : "/";
      const access = [...new Set([...guards, ...guardsIn(args)])];
      out.push({ method: method === "all" ? "ALL" : method.toUpperCase(), path: join2(prefix, path), access, file: relative(root, file) });
    }
  }
  return out;
}

/** The auth routes `requireApiKey` lets through without the key (OPEN_ROUTES: what a browser navigates to). */
function openAuthRoutes() {
  const file = join(root, "worker/auth/api-key.ts");
  const list = definition(file, "OPEN_ROUTES").node;
  if (!ts.isArrayLiteralExpression(list)) throw new Error("worker/auth/api-key.ts: OPEN_ROUTES is not a list");
  return new Set(list.elements.map((pair) => pair.elements.map((e) => e.text).join(" /auth/v1")));
}

/** Every route of the Worker's app, in the order Hono matches them. */
export function routes() {
  const open = openAuthRoutes();
  const all = collect(definition(join(root, "worker/app.ts"), "app"), "", [], []);
  return all.map((r) =>
    open.has(`${r.method} ${r.path}`) ? { ...r, access: r.access.map((a) => (a === "API key" ? "open (browser)" : a)) } : r,
  );
}

export function renderRoutes() {
  const rows = routes().map((r) => `| ${r.method} | \`${r.path}\` | ${r.access.length ? r.access.join(", ") : "—"} | \`${r.file}\` |`);
  return [
    "# Worker routes",
    "",
    "Generated by `node scripts/docs/routes.mjs` from the routers in `worker/` (do not edit by hand;",
    "`tests/unit/docs-maps.test.ts` fails when this file is stale). In the order Hono matches them.",
    "",
    "**Guard** is the middleware on the route's chain: _signed in_ (`signedIn`: 401 without a valid token),",
    "_teacher_ (`teacherOnly`: 403 for a learner), _API key_ (`requireApiKey`: the publishable key in `apikey`),",
    "_open (browser)_ (a route `requireApiKey` lets through because a browser opens it: email links, OAuth",
    "redirects, the public key set). A dash means no such middleware:",
    "the route is public or checks who is asking in its handler (a chat's owner, a class's teacher, a forum",
    "moderator, a realtime ticket). Who may call each route, anonymous, owner, another user and teacher, is",
    "asserted by the authorization matrix in `tests/worker/auth/api-access.test.ts`.",
    "",
    `${rows.length} routes.`,
    "",
    "| method | path | guard | file |",
    "|---|---|---|---|",
    ...rows,
    "",
  ].join("\n");
}

export const ROUTES_DOC = join(root, "docs/routes.md");

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(ROUTES_DOC, renderRoutes());
  console.log(`docs/routes.md: ${routes().length} routes`);
}
