import type { FastifyInstance } from "fastify";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { openEnquiryStore, type EnquiryStore } from "./store/enquiry-store.server";
import { postEnquiryJson, storeFailingWith, testSiteServer, writeTestBuild } from "../site/test-site";

const root = writeTestBuild();
let app: FastifyInstance;
let store: EnquiryStore;

beforeEach(async () => {
  store = await openEnquiryStore(":memory:");
  app = await testSiteServer({ root, store, enquiriesPerMinute: 1000, destinations: ["form-service"] });
  return async () => {
    await app.close();
    await store.close();
  };
});
afterAll(() => undefined);

const VALID = {
  name: "Ann Smith",
  email: "ann@example.co.uk",
  phone: "+44 20 7946 0000",
  message: "Twenty DA40 links a month, please.",
};

/** A name a security review sent: plain ASCII that mail programs decode into a right-to-left override and CR LF. */
const ENCODED_NAME = "=?utf-8?Q?=E2=80=AEmoc.knab-yruxul=2F=2F=3Asptth_=0D=0AX?=";

const postJson = (payload: unknown, headers: Record<string, string> = {}) => postEnquiryJson(app, payload, { headers });

/** Every stored enquiry: those listed by default and those flagged as spam (withheld ones only show there). */
const stored = async () => {
  const byId = new Map([...(await store.list()), ...(await store.list({ spamOnly: true }))].map((record) => [record.id, record]));
  return [...byId.values()];
};

describe("POST /api/enquiries with JSON", () => {
  it("stores a valid enquiry before answering 201 with its id, queued for each destination", async () => {
    const response = await postJson({ ...VALID, fill_ms: 12_000, page: "/get-in-touch" });
    expect(response.statusCode).toBe(201);
    const [record] = await stored();
    expect(response.json()).toEqual({ id: record!.id });
    expect(record).toMatchObject({ ...VALID, page: "/get-in-touch", spamReason: null });
    expect(record!.deliveries).toMatchObject([{ destination: "form-service", status: "pending" }]);
  });

  it.each<[string, unknown, string[]]>([
    ["an empty object", {}, ["name", "email", "message"]],
    ["wrong types", { name: 5, email: ["a@b.co"], phone: {}, message: true }, ["name", "email", "phone", "message"]],
    ["missing fields", { name: "Ann" }, ["email", "message"]],
    ["a bad email", { ...VALID, email: "ann.example.co.uk" }, ["email"]],
    ["a bad phone", { ...VALID, phone: "call me" }, ["phone"]],
    ["unknown fields", { ...VALID, is_admin: true, budget: "£5k" }, ["is_admin", "budget"]],
    ["a 10,000-character message", { ...VALID, message: "a".repeat(10_000) }, ["message"]],
    ["a too-short message", { ...VALID, message: "hi" }, ["message"]],
    [
      "script tags",
      { ...VALID, name: "<script>alert(1)</script>", message: "Hello <img src=x onerror=alert(1)> there" },
      ["name", "message"],
    ],
    ["a NUL in the name", { ...VALID, name: "Ann\u0000 Smith" }, ["name"]],
    ["a NUL in the message", { ...VALID, message: "Twenty links\u0000 a month, please." }, ["message"]],
    ["a 101-character name", { ...VALID, name: "n".repeat(101) }, ["name"]],
    ["an array instead of an object", [VALID], ["form"]],
    ["null", null, ["form"]],
  ])("refuses %s with 400, an error per field, and stores nothing", async (_label, payload, fields) => {
    const response = await postJson(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; errors: Record<string, string> }>();
    expect(body.message).toBeTruthy();
    expect(Object.keys(body.errors).sort()).toEqual([...fields].sort());
    for (const field of fields) expect(body.errors[field]).toMatch(/\w/);
    expect(await stored()).toEqual([]);
  });

  it.each([
    ["email", "ali\u200bce@example.com", "Email contains a zero-width space (U+200B) at position 4."],
    ["name", "Ann \u009b2JSmith", "Name contains a control sequence introducer (U+009B) at position 5."],
    ["phone", "+44 20 \u202e0000 7946", "Phone contains a right-to-left override (U+202E) at position 8."],
    ["name", "Bob\u2028=HYPERLINK(1)", "Name contains a line separator (U+2028) at position 4."],
    ["phone", "+44 20\u2029 7946 0000", "Phone contains a paragraph separator (U+2029) at position 7."],
  ] as const)(
    "refuses an invisible character in the %s with 400, saying which and where, and stores nothing",
    async (field, value, said) => {
      const response = await postJson({ ...VALID, [field]: value, fill_ms: 12_000 });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: Record<string, string> }>().errors).toEqual({ [field]: expect.stringContaining(said) });
      expect(await stored()).toEqual([]);
    },
  );

  // Plain ASCII that mail programs decode, in the email's Subject and Reply-To, into a right-to-left override and CR LF.
  it("refuses an encoded word in the name with 400, saying what it is and where, and stores nothing", async () => {
    const response = await postJson({ ...VALID, name: ENCODED_NAME, fill_ms: 12_000 });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string> }>().errors).toEqual({
      name: 'Name contains an encoded word (text between "=?" and "?=") at position 1: email programs would show it as different text. Please write it as plain text or retype this field.',
    });
    expect(await stored()).toEqual([]);
  });

  it.each([
    ["an empty body", ""],
    ["malformed JSON", '{"name": "Ann",'],
  ])("refuses %s with 400 and a readable message", async (_label, payload) => {
    const response = await postJson(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: { form: string } }>().errors.form).toMatch(/empty|malformed/);
    expect(await stored()).toEqual([]);
  });

  it("refuses a body over 32 KB with 413", async () => {
    const response = await postJson({ ...VALID, message: "a".repeat(40_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json<{ message: string }>().message).toMatch(/shorten/);
    expect(await stored()).toEqual([]);
  });

  it.each(["text/plain", "application/xml", "multipart/form-data; boundary=x"])(
    "refuses content type %s with 415",
    async (type) => {
      const response = await app.inject({
        method: "POST",
        url: "/api/enquiries",
        headers: { "content-type": type },
        payload: "name=Ann",
      });
      expect(response.statusCode).toBe(415);
      expect(await stored()).toEqual([]);
    },
  );

  it("withholds an enquiry whose hidden field was filled in: kept and listed as spam, answered like a person's, never forwarded", async () => {
    const honeypot = await postJson({ ...VALID, company_website: "https://spam.example", fill_ms: 9_000 });
    expect(honeypot.statusCode).toBe(201);
    expect(await store.list()).toEqual([]);
    expect(await store.list({ spamOnly: true })).toMatchObject([
      { ...VALID, spamReason: "hidden field filled in", withheld: true, deliveries: [] },
    ]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ["sent too soon after the page opened", { fill_ms: 300.4 }, "sent 300 ms after the page opened"],
    ["sent by a script without a fill time", {}, "sent by a script without a fill time"],
    ["sent with an empty fill time", { fill_ms: "" }, "sent by a script without a fill time"],
    ["sent with a negative fill time", { fill_ms: -5 }, "impossible fill time -5"],
    ["sent with a fill time over 30 days", { fill_ms: 40 * 86_400_000 }, "impossible fill time 3456000000"],
    ["sent with a fill time that is not a number", { fill_ms: "soon" }, 'impossible fill time "soon"'],
    ["sent with a fill time of the wrong type", { fill_ms: true }, "impossible fill time boolean"],
  ])(
    "accepts an enquiry %s as suspected spam: stored with the reason, listed, and queued for every destination",
    async (_label, extra, reason) => {
      const response = await postJson({ ...VALID, ...extra });
      expect(response.statusCode).toBe(201);
      expect(await store.list()).toMatchObject([
        { ...VALID, spamReason: reason, withheld: false, deliveries: [{ destination: "form-service", status: "pending" }] },
      ]);
      expect(await store.list({ spamOnly: true })).toHaveLength(1);
    },
  );

  it("limits how many enquiries one address may send, with Retry-After", async () => {
    const limited = await testSiteServer({ root, store, enquiriesPerMinute: 2 });
    const send = () =>
      limited.inject({
        method: "POST",
        url: "/api/enquiries",
        remoteAddress: "203.0.113.9",
        payload: { ...VALID, fill_ms: 9_000 },
      });
    expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(201);
    const third = await send();
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers["retry-after"])).toBeGreaterThan(0);
    expect(third.json<{ message: string }>().message).toMatch(/Too many enquiries/);
    await limited.close();
  });
});

const postForm = (fields: Record<string, string>, headers: Record<string, string> = {}, server = () => app) =>
  server().inject({
    method: "POST",
    url: "/api/enquiries",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", ...headers },
    payload: new URLSearchParams(fields).toString(),
  });

/** What a visitor typed into the plain form, with characters that must be escaped (markup itself is refused). */
const TYPED = {
  name: `Ann "Annie" O'Neil`,
  email: "ann@example.co.uk",
  phone: "",
  message: "Links & content for our shop: 5 < 10 > 2, twenty a month.",
  page: "/white-label",
  fill_ms: "",
  company_website: "",
};

/** The re-shown form keeps what was typed (escaped), the page, an empty honeypot and no fill time. */
function expectFormKeeps(body: string) {
  expect(body).toContain('value="Ann &#34;Annie&#34; O&#39;Neil"');
  expect(body).toContain('value="ann@example.co.uk"');
  expect(body).toContain(">Links &#38; content for our shop: 5 &#60; 10 &#62; 2, twenty a month.</textarea>");
  expect(body).toContain('name="page" value="/white-label"');
  expect(body).toMatch(/name="company_website"[^>]*value=""/);
  expect(body).not.toContain('name="fill_ms"');
  expect(body).not.toContain("5 < 10");
  expect(body).toContain('<form class="form-stack" method="post" action="/api/enquiries">');
}

describe("POST /api/enquiries as a plain HTML form (no JavaScript)", () => {
  it("stores the enquiry and answers 303 to /thank-you, not judged by time (there is none without JavaScript)", async () => {
    const response = await postForm({ ...VALID, page: "/white-label", fill_ms: "" });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/thank-you");
    expect(await store.list()).toMatchObject([{ ...VALID, page: "/white-label", spamReason: null, withheld: false }]);
  });

  it.each([
    ["12000", null],
    ["12000.25", null],
    ["800", "sent 800 ms after the page opened"],
    ["-1", 'impossible fill time "-1"'],
  ])("judges a form post with JavaScript on by its fill time %s", async (fill, reason) => {
    expect((await postForm({ ...VALID, fill_ms: fill })).statusCode).toBe(303);
    expect(await store.list()).toMatchObject([{ ...VALID, spamReason: reason, withheld: false }]);
  });

  // Media types are case-insensitive: a form post whose Content-Type is written in capitals is a
  // form post for the answer (a page, not JSON) as well as for the spam judgement.
  it("treats a Content-Type in any case as a form post, however the Accept header reads", async () => {
    const headers = { "content-type": "Application/X-WWW-Form-Urlencoded", accept: "*/*" };
    const sent = await postForm({ ...VALID, fill_ms: "" }, headers);
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe("/thank-you");
    expect(await store.list()).toMatchObject([{ ...VALID, spamReason: null }]);
    const refused = await postForm({ ...VALID, email: "not-an-email" }, headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.headers["content-type"]).toContain("text/html");
  });

  it("answers a mistake with a page that shows the messages and keeps everything typed, escaped", async () => {
    const response = await postForm({
      name: 'Ann "<b>" Smith',
      email: "not-an-email",
      phone: "",
      message: "Links & content for <our> shop",
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).toContain("That email address does not look right");
    expect(response.body).toContain('value="not-an-email"');
    expect(response.body).toContain("Ann &#34;&#60;b&#62;&#34; Smith");
    expect(response.body).toContain("Links &#38; content for &#60;our&#62; shop</textarea>");
    expect(response.body).not.toContain("<b>");
    expect(await stored()).toEqual([]);
  });

  it("answers an encoded word or a line separator in the name with the form again, saying so beside the field and keeping what was typed", async () => {
    for (const name of [ENCODED_NAME, "Bob\u2028=HYPERLINK(1)"]) {
      const response = await postForm({ ...TYPED, name });
      expect(response.statusCode).toBe(400);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.body).toMatch(
        /Name contains (an encoded word \(text between &#34;=\?&#34; and &#34;\?=&#34;\) at position 1|a line separator \(U\+2028\) at position 4)/,
      );
      expect(response.body).toContain(`value="${name}"`);
      expect(response.body).toContain(">Links &#38; content for our shop: 5 &#60; 10 &#62; 2, twenty a month.</textarea>");
    }
    expect(await stored()).toEqual([]);
  });

  it("answers with a real page of the site: its stylesheets, header and footer, and no app scripts", async () => {
    const { body } = await postForm({ ...TYPED, email: "not-an-email" });
    expect(body).toContain('<link rel="stylesheet" href="/assets/root-1a2b.css">');
    expect(body).toContain('rel="stylesheet" href="/assets/block-components-3c4d.css"');
    expect(body).toContain('<header class="site-header"><a href="/">Outreach Lab</a>');
    expect(body).toContain('<footer class="site-footer"><p>Outreach Lab Ltd, London</p></footer>');
    expect(body).toContain("<title>Please check your enquiry</title>");
    expect(body).toContain('<meta name="robots" content="noindex">');
    // The head's script and the data it reads stay (they set what the first paint shows); nothing
    // tries to hydrate.
    expect(body).toContain(
      '<script id="pre-paint-data" type="application/json">["https://calendly.com/outreach-lab"]</script><script>',
    );
    expect(body).toContain('document.documentElement.dataset.currency="GBP"');
    expect(body).not.toMatch(/__reactRouterContext|app-bootstrap|entry\.client|page-block-types|ld\+json/);
    expect(body.match(/<script/g)).toHaveLength(2);
    expect(body).not.toContain("nonce");
    expect(body).not.toContain("Get in touch</h1>");
    expect(body).not.toContain('rel="canonical"');
  });

  it("keeps what was typed when the limit is reached, on the site's page with 429", async () => {
    const limited = await testSiteServer({ root, store, enquiriesPerMinute: 1 });
    expect((await postForm(TYPED, {}, () => limited)).statusCode).toBe(303);
    const response = await postForm(TYPED, {}, () => limited);
    await limited.close();
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).toMatch(/Too many enquiries from this connection/);
    expect(response.body).toContain('<header class="site-header">');
    expectFormKeeps(response.body);
  });

  it("keeps what was typed when the server fails, on the site's page with 500", async () => {
    const failing = await testSiteServer({
      root,
      store: storeFailingWith(store, new Error("SQLITE_FULL: database or disk is full")),
    });
    const response = await postForm(TYPED, {}, () => failing);
    await failing.close();
    expect(response.statusCode).toBe(500);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).toContain("Something went wrong on our side and your enquiry was not sent");
    expect(response.body).not.toContain("SQLITE");
    expect(response.body).toContain('<header class="site-header">');
    expectFormKeeps(response.body);
  });

  it("answers the app's JSON with JSON when the server fails", async () => {
    const failing = await testSiteServer({ root, store: storeFailingWith(store, new Error("SQLITE_FULL")) });
    const response = await postEnquiryJson(failing, VALID);
    await failing.close();
    expect(response.statusCode).toBe(500);
    expect(response.json<{ message: string }>().message).toMatch(/went wrong on our side/);
  });
});

describe("POST /api/enquiries from another site", () => {
  it.each([
    ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
    ["Sec-Fetch-Site: same-site (another subdomain)", { "sec-fetch-site": "same-site", origin: "https://blog.example.co.uk" }],
    ["another Origin, without Sec-Fetch-Site", { host: "www.example.co.uk", origin: "https://evil.example" }],
    ["Origin: null, without Sec-Fetch-Site", { host: "www.example.co.uk", origin: "null" }],
  ])("refuses a form posted with %s: 403, the site's page with what was typed, nothing stored", async (_label, headers) => {
    const response = await postForm(TYPED, headers);
    expect(response.statusCode).toBe(403);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).toContain("came from a page on another site");
    expectFormKeeps(response.body);
    expect(await stored()).toEqual([]);
  });

  it("refuses JSON from another site with a JSON 403", async () => {
    const response = await postJson(VALID, { "sec-fetch-site": "cross-site", origin: "https://evil.example" });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ message: string }>().message).toMatch(/another site/);
    expect(await stored()).toEqual([]);
  });

  it.each([
    ["Sec-Fetch-Site: same-origin", { "sec-fetch-site": "same-origin", origin: "https://www.example.co.uk" }],
    ["Sec-Fetch-Site: none (the visitor's own action)", { "sec-fetch-site": "none" }],
    ["its own Origin, without Sec-Fetch-Site", { host: "www.example.co.uk", origin: "https://www.example.co.uk" }],
    ["its own Origin with the default port written out", { host: "www.example.co.uk:443", origin: "https://www.example.co.uk" }],
    ["neither header (a script, curl, an old browser)", {}],
  ])("accepts a form posted with %s", async (_label, headers) => {
    const response = await postForm(TYPED, headers);
    expect(response.statusCode).toBe(303);
    expect(await store.list()).toHaveLength(1);
  });
});
