import { collectMigrationMutations, type Mutation } from "sanity/migrate";
import { describe, expect, it } from "vitest";
import migration from "./index";

const body = [{ _key: "p", _type: "block", children: [{ _key: "s", _type: "span", text: "Copy" }] }];

const service = {
  _id: "service-seo",
  _type: "service",
  _rev: "r1",
  _createdAt: "2026-01-01T00:00:00Z",
  _updatedAt: "2026-01-01T00:00:00Z",
  blocks: [
    { _key: "e", _type: "explained", title: "SEO packages explained", body },
    {
      _key: "t",
      _type: "tabs",
      panels: [
        {
          _key: "p1",
          _type: "tabPanel",
          title: "Why choose",
          blocks: [{ _key: "w", _type: "whyChoose", title: "Why us?", body }],
        },
      ],
    },
    { _key: "f", _type: "faq", items: [] },
  ],
};
const untouched = { ...service, _id: "service-other", blocks: [{ _key: "x", _type: "textSection", body }] };

async function mutationsFor(documents: object[]): Promise<Mutation[]> {
  async function* source() {
    for (const document of documents) yield document as never;
  }
  const collected: Mutation[] = [];
  const context = { client: {} as never, filtered: {} as never, dryRun: true };
  for await (const mutation of collectMigrationMutations(migration, source, context))
    if (mutation) collected.push(...((Array.isArray(mutation) ? mutation : [mutation]) as Mutation[]));
  return collected;
}

describe("merge-text-blocks migration", () => {
  it("rewrites both retired block types as text sections at their old anchors, inside tabs too", async () => {
    const [mutation, ...rest] = await mutationsFor([service, untouched]);
    expect(rest).toEqual([]);
    expect(mutation).toMatchObject({ type: "patch", id: "service-seo" });
    const patch = JSON.stringify(mutation);
    const blocks = (JSON.parse(patch) as { patches: { op: { value: unknown[] } }[] }).patches[0]!.op.value;
    expect(blocks).toEqual([
      { _key: "e", _type: "textSection", heading: "SEO packages explained", anchor: "explained", body },
      {
        _key: "t",
        _type: "tabs",
        panels: [
          {
            _key: "p1",
            _type: "tabPanel",
            title: "Why choose",
            blocks: [{ _key: "w", _type: "textSection", heading: "Why us?", anchor: "examples", body }],
          },
        ],
      },
      { _key: "f", _type: "faq", items: [] },
    ]);
  });

  it("leaves documents without the retired types alone", async () => {
    expect(await mutationsFor([untouched])).toEqual([]);
  });
});
