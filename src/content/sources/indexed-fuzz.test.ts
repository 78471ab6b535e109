import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ARTICLE_DATES_QUERY } from "./article-dates-query";
import { createIndexedRunner, createScanningRunner } from "./groq-runner.server";
import type { DatasetDocument, QueryParams } from "./types";

const TYPES = ["page", "article", "service", "author"] as const;
const IDS = ["a", "b", "c", "d", "e", "f"] as const;
const SLUGS = ["one", "two", "three"] as const;
const PATHS = ["/", "/x", "/y"] as const;
/** Dates and strings shorter or longer than a month, so a prefix that is not a month meets them. */
const DATES = ["2026-11-05", "2026-11-30", "2026-11", "2026-1", "2025-01-31"] as const;

/** What a field may hold in a careless dataset: a wanted string, a number, null. */
const looseValue = (strings: readonly string[]) =>
  fc.oneof(fc.constantFrom(...strings), fc.integer({ min: 0, max: 2 }), fc.constant(null));

/** `{ current }` as a slug field holds it, or shapes where `.current` reads nothing. */
const slugField = (strings: readonly string[]) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.record({ current: looseValue(strings) }, { requiredKeys: [], noNullPrototype: true }) },
    { weight: 1, arbitrary: fc.constantFrom(...strings) },
    { weight: 1, arbitrary: fc.constantFrom(...strings).map((current) => [{ current }]) },
  );

// References to ids that may be missing from the dataset.
const reference = fc.record({ _ref: fc.constantFrom(...IDS, "missing") }, { noNullPrototype: true });

/** Ids repeat on purpose: a scan returns the first match, and so must the index. */
const document: fc.Arbitrary<DatasetDocument> = fc.record(
  {
    _id: fc.constantFrom(...IDS),
    _type: fc.constantFrom(...TYPES),
    title: fc.constantFrom("T1", "T2"),
    rank: fc.integer({ min: 0, max: 4 }),
    slug: slugField(SLUGS),
    path: slugField(PATHS),
    ref: reference,
    refs: fc.array(reference, { maxLength: 3 }),
    publishedAt: looseValue(DATES),
  },
  // Documents come from JSON, so every object has the ordinary prototype.
  { requiredKeys: ["_id", "_type"], noNullPrototype: true },
);

const params: fc.Arbitrary<QueryParams> = fc.record(
  {
    type: fc.oneof(fc.constantFrom(...TYPES, "none"), fc.constant(null), fc.constant(3)),
    types: fc.oneof(fc.array(fc.constantFrom(...TYPES, "none"), { maxLength: 3 }), fc.constant(["page", 1]), fc.constant("page")),
    id: looseValue([...IDS, "missing"]),
    ids: fc.array(fc.constantFrom(...IDS), { maxLength: 3 }),
    slug: looseValue(SLUGS),
    path: looseValue(PATHS),
    index: fc.integer({ min: -2, max: 3 }),
    n: fc.integer({ min: 0, max: 3 }),
    month: fc.oneof(
      fc.constantFrom("2026-11", "2025-01", "2024-07", "2026", "2026-11-05", ""),
      fc.constant(null),
      fc.constant(202611),
    ),
  },
  // A parameter may be missing altogether, as a careless caller would leave it.
  { requiredKeys: [], noNullPrototype: true },
);

/** Each filter form the index narrows, beside forms it must leave alone. */
const QUERY_SHAPES = [
  `*[_type == $type]`,
  `*[_type == "article"]{ _id, title }`,
  `*[_type in ["page", "service"]]._id`,
  `*[_type in $types]{ _id, _type }`,
  `*[_id == $id][0]`,
  `*[_id == "a"]`,
  `*[_id in $ids]._id`,
  `*[slug.current == $slug]{ _id }`,
  `*[_type == "article" && slug.current == $slug][0]{ _id, "author": ref->{ _id, title } }`,
  `*[_type in ["page", "service", "author"] && path.current == $path][0]{ _id, "related": refs[]->_id, "missing": ref->title }`,
  `*["page" == _type && @.path.current == $path && rank > 1]`,
  `*[(_type == $type) && (rank >= 2 || !defined(rank))] | order(rank desc, _id asc)`,
  `*[_type == $type || _id == $id]._id`,
  `*[!(_type == "page") && _id == $id]`,
  `*[slug.current == $slug && path.current == $path]._id`,
  `count(*[_type == $type && defined(slug.current)])`,
  `*[_type == "article"]{ _id, "sameType": *[_type == ^._type && _id != ^._id]._id, "referrers": *[_type in ["page", "service"] && references(^._id)]._id, "byId": *[_id == ^.ref._ref][0]._id }`,
  `*[_type == $type]{ ..., "ref": ref->, "samePath": *[_type == "page" && path.current == ^.path.current]._id }`,
  `{ "first": *[_id == $id][0]._id, "page": *[_type == "page"][0]._id, "none": *[_type == "none"] }`,
  `*[_type == $type][$index]`,
  `*[_type in $types][0...$n]._id`,
  `*[_type == "article" && string::startsWith(publishedAt, $month)] | order(publishedAt desc)._id`,
  `*[string::startsWith(publishedAt, "2026-11")]._id`,
  `*[string::startsWith(@.publishedAt, "2026")]._id`,
  `*[_type == $type && string::startsWith(publishedAt, $month) && rank > 0]{ _id, publishedAt }`,
  `*[string::startsWith("2026-11-05", publishedAt)]._id`,
  `count(*[string::startsWith(publishedAt, $month)])`,
  ARTICLE_DATES_QUERY,
];

async function outcome(run: () => Promise<unknown>) {
  try {
    return { result: await run() };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

describe("the indexed GROQ runner against a scan of every document", () => {
  // FUZZ_RUNS=20000 for a long run; npm test keeps it short, seeded and bounded.
  const runs = Number(process.env.FUZZ_RUNS ?? 150);
  it(`returns what the scan returns for every query shape (${runs} datasets of up to 14 documents, 3 parameter sets each)`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(document, { maxLength: 14 }),
        fc.array(params, { minLength: 3, maxLength: 3 }),
        async (documents, paramSets) => {
          const scanning = createScanningRunner(documents);
          // One indexed runner per dataset, so its parsed-query cache serves the later parameter sets.
          const indexed = createIndexedRunner(documents);
          for (const query of QUERY_SHAPES) {
            for (const parameters of paramSets) {
              const expected = await outcome(() => scanning(query, parameters));
              expect(
                await outcome(() => indexed(query, parameters)),
                `${query} with ${JSON.stringify(parameters)}`,
              ).toStrictEqual(expected);
            }
          }
        },
      ),
      { seed: 20261124, numRuns: runs },
    );
  }, 120_000);
});
