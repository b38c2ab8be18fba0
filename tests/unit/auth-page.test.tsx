import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  authError,
  disposeTestAuthClients,
  fakeFetch,
  json,
  on,
  profileRoutes,
  storeSession,
  TEST_USER,
  testAuthClient,
  testProfile,
  testSession,
  type Route,
} from "./support/auth-server";
import { renderApp } from "./support/render-app";

afterEach(async () => {
  vi.unstubAllGlobals();
  await disposeTestAuthClients();
});

/**
 * The app at `path` with one fake server behind both the auth client and /api calls; the address
 * bar shows `path` too, as after a real navigation (email links are read from it).
 */
function renderWithServer(path: string, ...routes: Route[]) {
  window.history.replaceState(null, "", path);
  const server = fakeFetch(...routes);
  vi.stubGlobal("fetch", server.fetch);
  const client = testAuthClient(server.fetch);
  const app = renderApp(path, { loadClient: async () => client });
  const requests = (method: string, pathname: string) =>
    server.requests.filter((request) => request.method === method && new URL(request.url).pathname === pathname);
  return { ...app, client, requests };
}

async function fillSignUp(values: { name?: string; email?: string; password?: string; confirm?: string; accept?: boolean }) {
  const user = userEvent.setup();
  if (values.name) await user.type(screen.getByLabelText("Full name"), values.name);
  if (values.email) await user.type(screen.getByLabelText("Email"), values.email);
  if (values.password) await user.type(screen.getByLabelText("Password"), values.password);
  if (values.confirm) await user.type(screen.getByLabelText("Confirm password"), values.confirm);
  if (values.accept) {
    await user.click(screen.getByRole("checkbox", { name: "I accept the Terms of Use" }));
    await user.click(screen.getByRole("checkbox", { name: "I accept the Privacy Policy" }));
  }
  await user.click(screen.getByRole("button", { name: "Create account" }));
}

const SPEC_VALIDATION_MESSAGES = [
  "Please enter a valid email address",
  "Password must contain at least 6 characters",
  "Passwords do not match",
  "Please accept Terms of Use and Privacy Policy",
];

/** The unconfirmed user POST /signup answers (email confirmation on). */
const newUser = {
  ...TEST_USER,
  identities: [{ id: TEST_USER.id, identity_id: "i-1", user_id: TEST_USER.id, provider: "email", identity_data: {} }],
};

describe("the /auth page (spec §2 Auth)", () => {
  it("has Sign In and Sign Up tabs and Google sign-in", async () => {
    renderWithServer("/auth");
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in or sign up" })).toBeTruthy();
    const tabs = screen.getByRole("tablist", { name: "Sign in or sign up" });
    expect(
      within(tabs)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["Sign In", "Sign Up"]);
    expect(screen.getByRole("button", { name: "Continue with Google" })).toBeTruthy();
  });

  it("offers every sign-up field, with links to the Terms of Use and the Privacy Policy", async () => {
    renderWithServer("/auth?tab=signup");
    await screen.findByRole("button", { name: "Create account" });
    for (const label of ["Full name", "Email", "Password", "Confirm password"]) expect(screen.getByLabelText(label)).toBeTruthy();
    for (const label of ["Remember me", "I am a teacher", "I accept the Terms of Use", "I accept the Privacy Policy"]) {
      expect(screen.getByRole("checkbox", { name: label })).toBeTruthy();
    }
    expect(screen.getByRole("link", { name: "Terms of Use" }).getAttribute("href")).toBe("/terms");
    expect(screen.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe("/privacy");
  });
});

describe("sign-up (spec §4 sign-up flow, §5 validation)", () => {
  it("shows the specification's message for each broken rule and sends nothing", async () => {
    const { requests } = renderWithServer("/auth?tab=signup");
    await screen.findByRole("button", { name: "Create account" });
    await fillSignUp({ name: "Ada", email: "ada.example.com", password: "12345", confirm: "54321" });
    for (const message of SPEC_VALIDATION_MESSAGES) expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(screen.getByLabelText("Email"));
    expect(requests("POST", "/auth/v1/signup")).toEqual([]);
  });

  it("clears each message as its rule is met", async () => {
    renderWithServer("/auth?tab=signup");
    await screen.findByRole("button", { name: "Create account" });
    await fillSignUp({ name: "Ada", email: "ada.example.com", password: "12345", confirm: "54321" });
    const user = userEvent.setup();

    await user.clear(screen.getByLabelText("Email"));
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    expect(screen.queryByText("Please enter a valid email address")).toBeNull();

    await user.type(screen.getByLabelText("Password"), "6");
    expect(screen.queryByText("Password must contain at least 6 characters")).toBeNull();
    expect(screen.getByText("Passwords do not match")).toBeTruthy();

    await user.clear(screen.getByLabelText("Confirm password"));
    await user.type(screen.getByLabelText("Confirm password"), "123456");
    expect(screen.queryByText("Passwords do not match")).toBeNull();

    await user.click(screen.getByRole("checkbox", { name: "I accept the Terms of Use" }));
    expect(screen.getByText("Please accept Terms of Use and Privacy Policy")).toBeTruthy();
    await user.click(screen.getByRole("checkbox", { name: "I accept the Privacy Policy" }));
    expect(screen.queryByText("Please accept Terms of Use and Privacy Policy")).toBeNull();
  });

  it("creates the account with a PKCE challenge and shows the check-your-email step", async () => {
    const { requests } = renderWithServer(
      "/auth?tab=signup&redirect=%2Freview",
      on("POST", "/auth/v1/signup", () => json(newUser)),
    );
    await screen.findByRole("button", { name: "Create account" });
    await fillSignUp({ name: " Ada Lovelace ", email: "ada@example.com", password: "analytical", confirm: "analytical", accept: true });

    expect(await screen.findByRole("heading", { name: "Check your email" })).toBeTruthy();
    expect(screen.getByText("We sent a confirmation link to ada@example.com. Follow it to finish signing up.")).toBeTruthy();
    expect(await screen.findByText("Registration successful!")).toBeTruthy();

    const [request] = requests("POST", "/auth/v1/signup");
    expect(new URL(request!.url).searchParams.get("redirect_to")).toBe("http://localhost:3000/auth?redirect=%2Freview");
    expect(await request!.json()).toMatchObject({
      email: "ada@example.com",
      password: "analytical",
      data: { full_name: "Ada Lovelace", role: "learner" },
      code_challenge_method: "s256",
    });
  });

  it("says an address is already registered when the server refuses it (email confirmation off)", async () => {
    renderWithServer(
      "/auth?tab=signup",
      on("POST", "/auth/v1/signup", () => authError(422, "user_already_exists", "User already registered")),
    );
    await screen.findByRole("button", { name: "Create account" });
    await fillSignUp({ name: "Ada", email: "ada@example.com", password: "analytical", confirm: "analytical", accept: true });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This email is already registered. Try logging in or recovering your password.",
    );
  });

  it("shows the server's refusals as the specification's messages", async () => {
    renderWithServer(
      "/auth?tab=signup",
      on("POST", "/auth/v1/signup", () => authError(400, "validation_failed", "Unable to validate email address: invalid format")),
    );
    await screen.findByRole("button", { name: "Create account" });
    await fillSignUp({ name: "Ada", email: "ada@example..com", password: "analytical", confirm: "analytical", accept: true });
    expect((await screen.findByRole("alert")).textContent).toBe("Invalid email address");
  });
});

describe("sign-in", () => {
  it("shows 'Login error' for a wrong password", async () => {
    renderWithServer(
      "/auth",
      on("POST", "/auth/v1/token", () => authError(400, "invalid_credentials", "Invalid login credentials")),
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "wrong-password");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Login error");
  });

  it("signs in and continues to the page that asked for it, with the name in the header", async () => {
    const { currentLocation, requests } = renderWithServer(
      "/auth?redirect=%2Fprogress",
      on("POST", "/auth/v1/token", () => json(testSession())),
      ...profileRoutes(testProfile("en", { isNew: false })),
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "analytical");
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    await waitFor(() => expect(currentLocation().pathname).toBe("/progress"));
    expect(await within(screen.getByRole("banner")).findByRole("button", { name: /Ada Lovelace/ })).toBeTruthy();
    const [request] = requests("POST", "/auth/v1/token");
    expect(new URL(request!.url).searchParams.get("grant_type")).toBe("password");
  });

  it("keeps the session only in this tab when 'Remember me' is off", async () => {
    renderWithServer(
      "/auth",
      on("POST", "/auth/v1/token", () => json(testSession())),
      ...profileRoutes(testProfile("en", { isNew: false })),
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "analytical");
    await user.click(screen.getByRole("checkbox", { name: "Remember me" }));
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await within(screen.getByRole("banner")).findByRole("button", { name: /Ada Lovelace/ });
    expect(sessionStorage.getItem("lexora-auth")).not.toBeNull();
    expect(localStorage.getItem("lexora-auth")).toBeNull();
  });
});

describe("email links", () => {
  it("exchange the PKCE code, land signed in and greet a new profile", async () => {
    localStorage.setItem("lexora-auth-code-verifier", JSON.stringify("a-code-verifier"));
    const { currentLocation, requests } = renderWithServer(
      "/auth?code=the-auth-code",
      on("POST", "/auth/v1/token", () => json(testSession())),
      ...profileRoutes(testProfile("ru", { isNew: true })),
    );

    await waitFor(() => expect(currentLocation().pathname).toBe("/"));
    expect(await within(screen.getByRole("banner")).findByRole("button", { name: /Ada Lovelace/ })).toBeTruthy();
    expect(await screen.findByText("Profile created successfully!")).toBeTruthy();
    const [exchange] = requests("POST", "/auth/v1/token");
    expect(await exchange!.json()).toEqual({ auth_code: "the-auth-code", code_verifier: "a-code-verifier" });
    // The new profile takes the language the person was using rather than the default Russian.
    await waitFor(() => expect(requests("PATCH", "/api/profile")).toHaveLength(1));
    expect(await requests("PATCH", "/api/profile")[0]!.json()).toEqual({ preferredLanguage: "en" });
    expect(document.documentElement.lang).toBe("en");
  });

  it("show 'Email verification error' for an expired link", async () => {
    const { currentLocation } = renderWithServer(
      "/auth?error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired",
    );
    expect((await screen.findByRole("alert")).textContent).toBe("Email verification error");
    await waitFor(() => expect(currentLocation().search).toBe(""));
    expect(screen.getByRole("tab", { name: "Sign In" })).toBeTruthy();
  });

  it("explain what to do when the link is opened in another browser", async () => {
    renderWithServer("/auth?code=the-auth-code");
    expect(await screen.findByText(/has to be opened in the browser where you started/)).toBeTruthy();
  });
});

describe("password reset", () => {
  it("sends a reset link that comes back to the set-new-password screen", async () => {
    const { requests } = renderWithServer(
      "/auth?mode=forgot",
      on("POST", "/auth/v1/recover", () => json({})),
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Email"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByText("If an account exists for ada@example.com, we have sent it a link to set a new password.")).toBeTruthy();
    const [request] = requests("POST", "/auth/v1/recover");
    expect(new URL(request!.url).searchParams.get("redirect_to")).toBe("http://localhost:3000/auth?mode=reset");
  });

  it("sets the new password for the person the link signed in", async () => {
    storeSession();
    const { currentLocation, requests } = renderWithServer(
      "/auth?mode=reset",
      on("PUT", "/auth/v1/user", () => json(TEST_USER)),
      ...profileRoutes(testProfile("en", { isNew: false })),
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("New password"), "a-new-secret");
    await user.type(screen.getByLabelText("Confirm password"), "a-new-secret");
    await user.click(screen.getByRole("button", { name: "Save new password" }));
    await waitFor(() => expect(currentLocation().pathname).toBe("/"));
    expect(await requests("PUT", "/auth/v1/user")[0]!.json()).toMatchObject({ password: "a-new-secret" });
  });
});

describe("signed-in preferences (spec §4 language and theme, §8)", () => {
  it("applies the language saved in the profile", async () => {
    storeSession();
    renderWithServer("/", ...profileRoutes(testProfile("kk", { isNew: false })));
    await waitFor(() => expect(document.documentElement.lang).toBe("kk"));
  });

  it("falls back to Russian when the profile cannot be loaded", async () => {
    storeSession();
    renderWithServer(
      "/",
      on("GET", "/api/profile", () => json({ error: { code: "forbidden", message: "No" } }, 403)),
    );
    await waitFor(() => expect(document.documentElement.lang).toBe("ru"));
  });

  it("saves a language change to the profile and shows a failed save", async () => {
    storeSession();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    let failSaves = false;
    const failingSave: Route = (request) =>
      failSaves && request.method === "PATCH" ? json({ error: { code: "unavailable", message: "Down" } }, 503) : undefined;
    const { requests } = renderWithServer("/", failingSave, ...profileRoutes(testProfile("en", { isNew: false })));
    await within(screen.getByRole("banner")).findByRole("button", { name: /Ada Lovelace/ });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole("combobox", { name: "Language" }), "Қазақша");
    await waitFor(() => expect(requests("PATCH", "/api/profile")).toHaveLength(1));
    expect(await requests("PATCH", "/api/profile")[0]!.json()).toEqual({ preferredLanguage: "kk" });

    failSaves = true;
    await user.selectOptions(screen.getByRole("combobox", { name: "Тіл" }), "English");
    expect(await screen.findByText("Your language choice could not be saved to your profile.")).toBeTruthy();
  });

  it("saves the theme only for someone signed in", async () => {
    const signedOut = renderWithServer("/");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Theme" }), "Dark");
    expect(signedOut.requests("PUT", "/api/preferences")).toEqual([]);
    signedOut.unmount();

    storeSession();
    const signedIn = renderWithServer("/", ...profileRoutes(testProfile("en", { isNew: false })));
    await within(screen.getByRole("banner")).findByRole("button", { name: /Ada Lovelace/ });
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Theme" }), "Light");
    await waitFor(() => expect(signedIn.requests("PUT", "/api/preferences")).toHaveLength(1));
    expect(await signedIn.requests("PUT", "/api/preferences")[0]!.json()).toEqual({ theme: "light" });
  });
});
