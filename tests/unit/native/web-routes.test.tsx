/** On the web the native-only routes do not exist (spec §2): their paths are the not-found page. */
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ROUTE_PATHS } from "../../../src/app/route-table";
import { renderApp } from "../support/render-app";

describe("the web's routes", () => {
  it.each(["/forum/sample-post", "/edit-course/sample-course"])("answers %s with the not-found page", async (path) => {
    expect(ROUTE_PATHS).not.toContain(path);
    renderApp(path);
    const page = await screen.findByTestId("not-found");
    expect(within(page).getByText(path)).toBeTruthy();
  });
});
