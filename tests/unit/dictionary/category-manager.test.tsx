import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CategoryManager } from "../../../src/features/dictionary/CategoryManager";
import { fakeFetch, json, on, type Route } from "../support/auth-server";
import { bodiesOf, category, renderWithProviders } from "./render";

const CATEGORIES = [category("c-general", "General", 3), category("c-travel", "Travel", 2)];

function useServer(...routes: Route[]) {
  const server = fakeFetch(
    ...routes,
    on("POST", "/api/categories", async (request) => {
      const { name } = (await request.json()) as { name: string };
      return json(category("c-new", name), 201);
    }),
    on("PATCH", "/api/categories/c-travel", async (request) => {
      const { name } = (await request.json()) as { name: string };
      return json(category("c-travel", name, 2));
    }),
    on("DELETE", "/api/categories/c-travel", () => json({ deleted: "Travel", movedTo: "General", movedWords: 2, mergedDuplicates: 0 })),
  );
  vi.stubGlobal("fetch", server.fetch);
  return server;
}

afterEach(() => vi.unstubAllGlobals());

async function renderManager(onDeleted = vi.fn()) {
  await renderWithProviders(<CategoryManager userId="user-1" open onClose={() => {}} categories={CATEGORIES} onDeleted={onDeleted} />);
  return screen.getByRole("dialog", { name: "Manage categories" });
}

describe("managing categories", () => {
  it("lists the categories with their word counts; General cannot be renamed or deleted", async () => {
    useServer();
    const dialog = await renderManager();
    const items = within(within(dialog).getByRole("list", { name: "Your categories" })).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "GeneralWords: 3 · General cannot be renamed or deleted",
      expect.stringContaining("TravelWords: 2"),
    ]);
    expect(within(items[0]!).queryAllByRole("button")).toHaveLength(0);
    expect(within(items[1]!).getByRole("button", { name: "Rename Travel" })).toBeTruthy();
    expect(within(items[1]!).getByRole("button", { name: "Delete Travel" })).toBeTruthy();
  });

  it("adds a category under its trimmed name and says so", async () => {
    const server = useServer();
    const dialog = await renderManager();
    await userEvent.type(within(dialog).getByLabelText("New category"), "  Food  ");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await within(dialog).findByText('Category "Food" added.')).toBeTruthy();
    expect(await bodiesOf(server.requests, "POST", "/api/categories")).toEqual([{ name: "Food" }]);
  });

  it("refuses an empty, a 61-character, a text-direction-reversing or an existing name (in any case) before asking the server", async () => {
    const server = useServer();
    const dialog = await renderManager();
    const name = within(dialog).getByLabelText("New category");
    const add = within(dialog).getByRole("button", { name: "Add" });

    await userEvent.type(name, "   ");
    await userEvent.click(add);
    expect(within(dialog).getByText("Enter a category name.")).toBeTruthy();
    expect(name.getAttribute("aria-invalid")).toBe("true");

    await userEvent.clear(name);
    await userEvent.click(name);
    await userEvent.paste("x".repeat(61));
    await userEvent.click(add);
    expect(within(dialog).getByText("A category name can be at most 60 characters.")).toBeTruthy();

    await userEvent.clear(name);
    await userEvent.click(name);
    await userEvent.paste("Trip\u2066s");
    await userEvent.click(add);
    expect(within(dialog).getByText("A category name must not contain control characters or text-direction marks.")).toBeTruthy();

    await userEvent.clear(name);
    await userEvent.type(name, "tRAVEL");
    await userEvent.click(add);
    expect(within(dialog).getByText("A category named “Travel” already exists.")).toBeTruthy();
    expect(await bodiesOf(server.requests, "POST", "/api/categories")).toEqual([]);
  });

  it("shows 'Failed to create category' with the reason when the server refuses", async () => {
    useServer(on("POST", "/api/categories", () => json({ error: { code: "category_exists", message: "exists" } }, 409)));
    const dialog = await renderManager();
    await userEvent.type(within(dialog).getByLabelText("New category"), "Verbs");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await within(dialog).findByText("A category named “Verbs” already exists.")).toBeTruthy();
    expect(await screen.findByText("Failed to create category")).toBeTruthy();
  });

  it("renames a category with Enter, and Escape leaves the name as it was", async () => {
    const server = useServer();
    const dialog = await renderManager();
    await userEvent.click(within(dialog).getByRole("button", { name: "Rename Travel" }));
    const input = within(dialog).getByLabelText("New name for Travel");
    await userEvent.keyboard("{Escape}");
    expect(within(dialog).queryByLabelText("New name for Travel")).toBeNull();
    expect(screen.getByRole("dialog", { name: "Manage categories" })).toBeTruthy();

    await userEvent.click(within(dialog).getByRole("button", { name: "Rename Travel" }));
    await userEvent.clear(within(dialog).getByLabelText("New name for Travel"));
    await userEvent.type(within(dialog).getByLabelText("New name for Travel"), " Trips {Enter}");
    expect(await within(dialog).findByText('Category renamed to "Trips".')).toBeTruthy();
    expect(await bodiesOf(server.requests, "PATCH", "/api/categories/c-travel")).toEqual([{ name: "Trips" }]);
    expect(input.isConnected).toBe(false);
  });

  it("shows 'Failed to rename category' when the rename is refused", async () => {
    useServer(on("PATCH", "/api/categories/c-travel", () => json({ error: { code: "category_locked", message: "locked" } }, 409)));
    const dialog = await renderManager();
    await userEvent.click(within(dialog).getByRole("button", { name: "Rename Travel" }));
    await userEvent.type(within(dialog).getByLabelText("New name for Travel"), "s{Enter}");
    expect(await screen.findByText("Failed to rename category")).toBeTruthy();
    expect(within(dialog).getByText("General cannot be renamed or deleted.")).toBeTruthy();
  });

  it("deletes a category after confirmation and says its words moved to General", async () => {
    const server = useServer();
    const onDeleted = vi.fn();
    const dialog = await renderManager(onDeleted);
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete Travel" }));
    expect(within(dialog).getByText("Delete “Travel”? Its words (2) move to General.")).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete category" }));
    expect(await within(dialog).findByText('Category "Travel" deleted. Words moved to "General".')).toBeTruthy();
    expect(onDeleted).toHaveBeenCalledWith("c-travel");
    expect(server.requests.filter((request) => request.method === "DELETE")).toHaveLength(1);
  });
});
