import { maskSecret } from "../../src/lib/format/mask-secret";
import { evaluate, parse } from "groq-js";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { documentTypes } from "../../schemas";
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { openEnquiryStore } from "../../src/server/enquiries/store/enquiry-store.server";
import { createSiteServer } from "../../src/server/site/site-server.server";
import { TEST_SECURITY, writeTestBuild } from "../../src/server/site/test-site";
import { runCreateWebhook } from "./run";
import { createWebhooksStandIn, PROJECT, READ_ONLY_TOKEN, TOKEN } from "./webhooks-stand-in";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const BUILD_HOOK = "https://api.netlify.com/build_hooks/abc123";

function output() {
  let text = "";
  return { write: (chunk: string) => (text += chunk), text: () => text };
}

async function run(argv: string[], env: NodeJS.ProcessEnv = { SANITY_MANAGE_TOKEN: TOKEN }) {
  const stdout = output();
  const stderr = output();
  const code = await runCreateWebhook(argv, { env, stdout, stderr });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

const ARGS = ["--project", PROJECT, "--dataset", "production", "--url", BUILD_HOOK];

describe("npm run webhook:create", () => {
  it("creates a webhook that calls the build hook when a published document changes", async () => {
    const standIn = createWebhooksStandIn();
    server.use(...standIn.handlers);
    const result = await run(ARGS);
    expect(result).toMatchObject({ code: 0, stderr: "" });
    expect(result.stdout).toContain(
      `Created webhook "Rebuild the site on publish" (hook1): publishing in dataset production now calls ${maskSecret(BUILD_HOOK)}`,
    );
    // The hook URL is a secret: anyone holding it can trigger builds. It is never printed in full.
    expect(result.stdout).not.toContain(BUILD_HOOK);
    expect(standIn.webhooks).toHaveLength(1);
    expect(standIn.webhooks[0]).toMatchObject({
      type: "document",
      url: BUILD_HOOK,
      dataset: "production",
      httpMethod: "POST",
      includeDrafts: false,
      rule: { on: ["create", "update", "delete"] },
    });
  });

  it("rebuilds for every document type the site renders, and not for uploads or other system documents", async () => {
    const standIn = createWebhooksStandIn();
    server.use(...standIn.handlers);
    await run(ARGS);
    const filter = standIn.webhooks[0]!.rule!.filter;
    const documents = [
      ...documentTypes.map((type) => ({ _id: `a-${type.name}`, _type: type.name })),
      { _id: "image-1", _type: "sanity.imageAsset" },
    ];
    const matched = await (await evaluate(parse(`*[${filter}]._type`), { dataset: documents })).get();
    expect(matched).toEqual(documentTypes.map((type) => type.name));
  });

  it("does nothing when a webhook already calls that build hook, however often it is run", async () => {
    const standIn = createWebhooksStandIn();
    server.use(...standIn.handlers);
    expect((await run(ARGS)).code).toBe(0);
    const again = await run(["--project", PROJECT, "--dataset", "production", "--url", `${BUILD_HOOK}/`]);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain(
      `Nothing to do: webhook "Rebuild the site on publish" (hook1, dataset production) already calls`,
    );
    expect(standIn.webhooks).toHaveLength(1);
    expect(standIn.requests).toEqual(["GET", "POST", "GET"]);
  });

  it("takes the build hook from SANITY_BUILD_HOOK_URL, so it can live with the other settings", async () => {
    const standIn = createWebhooksStandIn();
    server.use(...standIn.handlers);
    const result = await run(["--project", PROJECT, "--dataset", "staging"], {
      SANITY_WRITE_TOKEN: TOKEN,
      SANITY_BUILD_HOOK_URL: BUILD_HOOK,
    });
    expect(result.code).toBe(0);
    expect(standIn.webhooks[0]).toMatchObject({ url: BUILD_HOOK, dataset: "staging" });
  });

  it("points a webhook at the site's own publish route, signed with a secret the route then accepts", async () => {
    const standIn = createWebhooksStandIn();
    server.use(...standIn.handlers);
    const secret = "the-servers-webhook-secret";
    const publishRoute = "https://www.example.co.uk/api/publish";
    const result = await run(["--project", PROJECT, "--dataset", "production", "--url", publishRoute, "--secret", secret]);
    expect(result).toMatchObject({ code: 0, stderr: "" });
    expect(result.stdout).toContain(`now calls ${publishRoute}, signed with the secret.`);
    expect(result.stdout).not.toContain(secret);
    const created = standIn.webhooks[0]!;
    expect(created).toMatchObject({ url: publishRoute, secret });

    // A call as Sanity makes it: the projection's body, signed with the webhook's secret.
    const store = await openEnquiryStore(":memory:");
    let publishes = 0;
    const app = await createSiteServer({
      root: writeTestBuild(),
      security: TEST_SECURITY,
      store,
      log: { level: "silent" },
      publish: { secret, onPublish: () => (publishes += 1) },
    });
    const body = '{"_id":"claim-approval-surcharge","_type":"claim"}';
    const response = await app.inject({
      method: "POST",
      url: new URL(created.url).pathname,
      headers: {
        "content-type": "application/json",
        [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), created.secret!),
      },
      payload: body,
    });
    await app.close();
    await store.close();
    expect(response.statusCode).toBe(202);
    expect(publishes).toBe(1);
  });

  it("updates the secret of the webhook that already calls the publish route, says so, and leaves the rest as it was", async () => {
    const standIn = createWebhooksStandIn();
    server.use(...standIn.handlers);
    const publishRoute = "https://www.example.co.uk/api/publish";
    const withSecret = (secret: string) => [
      "--project",
      PROJECT,
      "--dataset",
      "production",
      "--url",
      publishRoute,
      "--secret",
      secret,
    ];
    expect((await run(withSecret("the-first-webhook-secret"))).code).toBe(0);
    const created = { ...standIn.webhooks[0]! };

    const changed = await run(withSecret("a-new-secret-after-a-leak"));
    expect(changed).toMatchObject({ code: 0, stderr: "" });
    expect(changed.stdout).toContain(`Updated webhook "Rebuild the site on publish" (hook1, dataset production)`);
    expect(changed.stdout).toContain("now signs its calls with the secret given");
    expect(changed.stdout).not.toContain("a-new-secret-after-a-leak");
    expect(standIn.webhooks).toEqual([{ ...created, secret: "a-new-secret-after-a-leak" }]);

    // The same secret again: nothing to change.
    const again = await run(withSecret("a-new-secret-after-a-leak"));
    expect(again.stdout).toContain("Nothing to do");
    expect(standIn.requests).toEqual(["GET", "POST", "GET", "PATCH", "GET"]);
  });

  it("asks for a token before calling Sanity", async () => {
    const standIn = createWebhooksStandIn();
    server.use(...standIn.handlers);
    const result = await run(ARGS, {});
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/set SANITY_MANAGE_TOKEN \(or SANITY_WRITE_TOKEN\)/);
    expect(standIn.requests).toEqual([]);
  });

  it("says when the token may not manage webhooks, and creates nothing", async () => {
    const standIn = createWebhooksStandIn();
    server.use(...standIn.handlers);
    const result = await run(ARGS, { SANITY_MANAGE_TOKEN: READ_ONLY_TOKEN });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("failed with HTTP 403: Insufficient permissions");
    expect(result.stderr).toContain("use one with Administrator or Developer rights");
    expect(standIn.webhooks).toEqual([]);
  });

  it("explains how to call it when the build hook is missing or not https", async () => {
    const missing = await run(["--project", PROJECT, "--dataset", "production"]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("Missing --url (or SANITY_BUILD_HOOK_URL).");
    expect(missing.stderr).toContain("Usage: npm run webhook:create");
    const plain = await run(["--project", PROJECT, "--dataset", "production", "--url", "http://example.com/hook"]);
    expect(plain.stderr).toContain(`The build hook must be an https:// address`);
  });
});
