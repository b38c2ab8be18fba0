import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderRoutes, ROUTES_DOC, routes } from "../../scripts/docs/routes.mjs";
import { readmeWithTestMap, TESTS_README } from "../../scripts/docs/tests.mjs";

describe("generated docs maps", () => {
  it("docs/routes.md lists the Worker's routes as they are (node scripts/docs/routes.mjs rewrites it)", () => {
    expect(readFileSync(ROUTES_DOC, "utf8")).toBe(renderRoutes());
  });

  it("reads the guards and prefixes of the routers", () => {
    const find = (method: string, path: string) => routes().find((r) => r.method === method && r.path === path);
    expect(find("GET", "/api/words")).toMatchObject({ access: ["signed in"], file: "worker/routes/words.ts" });
    expect(find("POST", "/api/courses")?.access).toEqual(["signed in", "teacher"]);
    expect(find("GET", "/api/daily/quote")?.access).toEqual([]);
    expect(find("GET", "/api/daily")?.access).toEqual(["signed in"]);
    expect(find("PUT", "/api/forum/replies/:id/vote")?.file).toBe("worker/routes/forum.ts");
    expect(find("POST", "/auth/v1/token")?.access).toEqual(["API key"]);
    expect(find("GET", "/auth/v1/verify")?.access).toEqual(["open (browser)"]);
    expect(find("POST", "/auth/v1/verify")?.access).toEqual(["API key"]);
  });

  it("tests/README.md lists every test file (node scripts/docs/tests.mjs rewrites the list)", () => {
    expect(readFileSync(TESTS_README, "utf8")).toBe(readmeWithTestMap());
  });
});
