import { describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "../../lib/page-start/storage-keys";
import { readDraft } from "./enquiry-draft";

const storageWith = (value: string | null) => {
  const items = new Map<string, string>(value === null ? [] : [[STORAGE_KEYS.enquiryDraft, value]]);
  return { getItem: (key: string) => items.get(key) ?? null, removeItem: (key: string) => void items.delete(key), items };
};

describe("the stored enquiry draft", () => {
  it("keeps the text fields of a draft and drops fields of the wrong type", () => {
    const storage = storageWith(JSON.stringify({ name: 5, email: "ann@example.co.uk", message: ["x"], admin: true }));
    expect(readDraft(storage)).toEqual({ name: "", email: "ann@example.co.uk", phone: "", message: "" });
  });

  it.each([['{"name":5}'], ["not json"], ["[1,2]"], ['"text"'], ["42"]])(
    "forgets an unusable draft (%s) instead of breaking the form",
    (value) => {
      const storage = storageWith(value);
      expect(readDraft(storage)).toBeNull();
      expect(storage.items.size).toBe(0);
    },
  );

  it("reads nothing when nothing is stored", () => {
    expect(readDraft(storageWith(null))).toBeNull();
  });
});
