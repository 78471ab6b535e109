import type { ContentSourceMap } from "@sanity/client/csm";
import { stegaEncodeSourceMap } from "@sanity/client/stega";
import { beforeAll, describe, expect, it } from "vitest";
import { answerQuery, readDocuments } from "../../test/browser/content-lake-stand-in";
import { EMBEDDED_DATASET_DIR } from "../config.server";
import { PAGE_BY_PATH_QUERY } from "../queries";
import { encodeLiveAnswer } from "./encode-live-answer";
import { LIVE_STEGA } from "./live-client";

/** A service page's answer as the studio sends it: the result, and its content source map. */
let answer: { result: { title: string; blocks: { _key: string; title?: string }[] }; resultSourceMap: ContentSourceMap };

beforeAll(async () => {
  const { body } = await answerQuery(
    readDocuments(`${EMBEDDED_DATASET_DIR}data.ndjson`),
    PAGE_BY_PATH_QUERY,
    { path: "/services/blogger-outreach" },
    new URLSearchParams("resultSourceMap=withKeyArraySelector&perspective=drafts"),
  );
  answer = body as typeof answer;
});

const config = { ...LIVE_STEGA, studioUrl: "https://outreach-lab.sanity.studio" };
const full = (result: unknown) => stegaEncodeSourceMap(result, answer.resultSourceMap, config);

describe("encodeLiveAnswer", () => {
  it("encodes the first answer as the preview server's client does", () => {
    const { encoded } = encodeLiveAnswer(undefined, answer.result, answer.resultSourceMap, config);
    expect(encoded).toEqual(full(answer.result));
    expect(JSON.stringify(encoded)).not.toBe(JSON.stringify(answer.result));
  });

  it("encodes a later answer exactly as a whole encoding would, reusing what did not change", () => {
    const first = encodeLiveAnswer(undefined, answer.result, answer.resultSourceMap, config);
    const typed = structuredClone(answer.result);
    typed.title = "Blogger Outreach, as typed";
    const headed = typed.blocks.find((block) => typeof block.title === "string")!;
    headed.title = "Packages, as typed";
    const next = encodeLiveAnswer(first, typed, answer.resultSourceMap, config);
    expect(next.encoded).toEqual(full(typed));
    // The blocks the edit did not touch are the objects encoded before.
    const before = first.encoded as typeof answer.result;
    const after = next.encoded as typeof answer.result;
    const untouched = after.blocks.filter((block) => block._key !== headed._key);
    expect(untouched.length).toBeGreaterThan(0);
    for (const block of untouched) expect(block).toBe(before.blocks.find((each) => each._key === block._key));
  });

  it("encodes afresh when the answer comes from other documents (another perspective)", () => {
    const first = encodeLiveAnswer(undefined, answer.result, answer.resultSourceMap, config);
    const otherSources: ContentSourceMap = {
      ...answer.resultSourceMap,
      documents: answer.resultSourceMap.documents.map((document) => ({ ...document, _id: `drafts.${document._id}` })),
    };
    const next = encodeLiveAnswer(first, structuredClone(answer.result), otherSources, config);
    expect(next.encoded).toEqual(stegaEncodeSourceMap(answer.result, otherSources, config));
    expect(next.encoded).not.toEqual(first.encoded);
  });
});
