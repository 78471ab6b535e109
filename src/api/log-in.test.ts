import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { logIn } from "./log-in";

const env = { VITE_API_URL: "https://api.example.test" };
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("logIn", () => {
  it("posts the credentials and returns the user with their token", async () => {
    let body: unknown;
    server.use(
      http.post("https://api.example.test/login", async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ first_name: "Priya", role: "client", confirmed: true, token: "abc" });
      }),
    );
    await expect(logIn("priya@example.co.uk", "s3cret", env)).resolves.toMatchObject({ first_name: "Priya", token: "abc" });
    expect(body).toEqual({ email: "priya@example.co.uk", password: "s3cret" });
  });

  it("shows the API's own message for wrong credentials", async () => {
    server.use(
      http.post("https://api.example.test/login", () =>
        HttpResponse.json({ errors: { messages: ["Email or password is incorrect."] } }, { status: 401 }),
      ),
    );
    await expect(logIn("priya@example.co.uk", "wrong", env)).rejects.toThrow("Email or password is incorrect.");
  });

  it("refuses an answer without a token instead of signing in half-way", async () => {
    server.use(http.post("https://api.example.test/login", () => HttpResponse.json({ first_name: "Priya" })));
    await expect(logIn("priya@example.co.uk", "s3cret", env)).rejects.toThrow("did not return a session");
  });
});
