import type { DocumentActionComponent, Template } from "sanity";
import { describe, expect, it } from "vitest";
import { documentTypes } from "../schemas";
import { HOME_PAGE_ID, singletonSafeActions, withoutSingletonTemplates } from "./singletons";

const template = (schemaType: string) => ({ id: schemaType, schemaType, title: schemaType, value: {} }) as Template;
const action = (name: string) => Object.assign(() => null, { action: name }) as unknown as DocumentActionComponent;

describe("studio singletons", () => {
  it("cannot be created from the new-document menu", () => {
    const offered = withoutSingletonTemplates(documentTypes.map((type) => template(type.name))).map((entry) => entry.schemaType);
    expect(offered).not.toContain("siteSettings");
    expect(offered).not.toContain("companyContact");
    expect(offered).toContain("service");
  });

  it("cannot be duplicated, unpublished or deleted, only published, reverted or restored", () => {
    const all = ["publish", "unpublish", "delete", "duplicate", "discardChanges", "restore"].map(action);
    const safe = ["publish", "discardChanges", "restore"];
    expect(
      singletonSafeActions(all, { schemaType: "siteSettings", documentId: "siteSettings" }).map((entry) => entry.action),
    ).toEqual(safe);
    // The home page is a page, protected by its id (draft or published) rather than its type.
    expect(
      singletonSafeActions(all, { schemaType: "page", documentId: `drafts.${HOME_PAGE_ID}` }).map((entry) => entry.action),
    ).toEqual(safe);
    expect(singletonSafeActions(all, { schemaType: "page", documentId: "page-about-us" })).toHaveLength(6);
    expect(singletonSafeActions(all, { schemaType: "service" })).toHaveLength(6);
  });
});
// The built desk structure (reachability, singletons opened at fixed ids) is tested in structure.test.ts.
