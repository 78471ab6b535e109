/**
 * The desk as an editor meets it: the real studio config is resolved into a workspace source
 * (Sanity's own `createSourceFromConfig`, meant for tests) and the real structure is built with
 * Sanity's structure builder, then walked the way an editor clicks through it. Nothing here reads
 * structure.ts as text, and no network is used: the client is never asked for anything.
 */
import { createClient } from "@sanity/client";
import { evaluate, parse } from "groq-js";
import { withSchemaExplained } from "./explain-schema-error";
import { createSourceFromConfig, type DocumentActionComponent, type Source } from "sanity";
import {
  createStructureBuilder,
  type StructureBuilder,
  type StructureContext,
  type StructureResolverContext,
} from "sanity/structure";
import { beforeAll, describe, expect, it } from "vitest";
import { documentTypes, singletonTypes } from "../schemas";
import { fetch } from "../src/content/fetch.server";
import config from "./sanity.config";
import { HOME_PAGE_ID, SINGLETON_DOCUMENTS } from "./singletons";
import { defaultDocumentNode, structure } from "./structure";

/** One place an editor can reach by clicking through the desk, with the path of titles to it. */
type Reached =
  | { kind: "document"; path: string[]; schemaType: string; documentId: string }
  | {
      kind: "documentList";
      path: string[];
      schemaType: string;
      filter: string;
      params: Record<string, unknown>;
      creates: string[];
    };

interface Serialized {
  type: string;
  id: string;
  title?: string;
  items?: Serialized[];
  child?: unknown;
  options?: { id?: string; type?: string; filter?: string; params?: Record<string, unknown> };
  schemaTypeName?: string;
  initialValueTemplates?: { schemaType?: string; templateId: string }[];
}

let source: Source;
let S: StructureBuilder;
/** What the structure resolver and its child resolvers are handed in the studio. */
let context: StructureResolverContext & StructureContext;
let reached: Reached[];

beforeAll(async () => {
  const client = createClient({ projectId: "offline", dataset: "production", apiVersion: "2025-02-19", useCdn: false });
  source = await withSchemaExplained(() =>
    createSourceFromConfig({
      ...config,
      currentUser: {
        id: "editor",
        name: "Editor",
        email: "editor@example.com",
        role: "administrator",
        roles: [{ name: "administrator", title: "Administrator" }],
      },
      getClient: () => client,
    }),
  );
  S = createStructureBuilder({ source, defaultDocumentNode, perspectiveStack: [] });
  context = {
    ...source,
    resolveDocumentNode: () => S.document(),
    getStructureBuilder: () => S,
    perspectiveStack: [],
    // The structure must not read documents to build the desk; any attempt fails the test loudly.
    documentStore: new Proxy({} as StructureResolverContext["documentStore"], {
      get: (_target, property) => {
        throw new Error(`The desk structure read documentStore.${String(property)}`);
      },
    }),
  };
  reached = await walk(await structure(S, context), []);
});

/** Opens every list item (as clicking it would) down to document lists and documents. */
async function walk(node: unknown, path: string[]): Promise<Reached[]> {
  const pane = serialize(node, path);
  if (pane.type === "document") {
    return [{ kind: "document", path, schemaType: pane.options!.type!, documentId: pane.options!.id! }];
  }
  if (pane.type === "documentList") {
    return [
      {
        kind: "documentList",
        path,
        schemaType: pane.schemaTypeName ?? String(pane.options?.params?.type),
        filter: pane.options!.filter!,
        params: pane.options?.params ?? {},
        creates: (pane.initialValueTemplates ?? []).map((template) => template.schemaType ?? template.templateId),
      },
    ];
  }
  const found: Reached[] = [];
  for (const [index, item] of (pane.items ?? []).entries()) {
    if (item.type === "divider") continue;
    const child =
      typeof item.child === "function"
        ? await item.child(item.id, {
            parent: pane,
            index,
            splitIndex: 0,
            path: [...path, item.id],
            params: {},
            structureContext: context,
          })
        : item.child;
    found.push(...(await walk(child, [...path, item.title ?? item.id])));
  }
  return found;
}

function serialize(node: unknown, path: string[]): Serialized {
  const candidate = node as { serialize?: (options: { path: string[] }) => Serialized };
  return typeof candidate.serialize === "function" ? candidate.serialize({ path }) : (node as Serialized);
}

/** The actions an editor sees on a document's draft (the usual editing state). */
const draftActions = (schemaType: string, documentId: string) =>
  source.document
    .actions({ schemaType, documentId, releaseId: undefined, versionType: "draft" })
    .map((action: DocumentActionComponent) => action.action);

describe("the desk structure", () => {
  it("reaches every document type in the schema from the top-level list", () => {
    const reachable = new Set(reached.map((entry) => entry.schemaType));
    expect(documentTypes.map((type) => type.name).filter((name) => !reachable.has(name))).toEqual([]);
  });

  it("opens each singleton directly, as its one document at a fixed id, from the top of the desk", () => {
    const opened = reached
      .filter((entry) => entry.kind === "document")
      .map(({ path, schemaType, documentId }) => ({ path, schemaType, documentId }));
    expect(opened).toEqual(
      SINGLETON_DOCUMENTS.map(({ id, schemaType, title }) => ({ path: [title], schemaType, documentId: id })),
    );
  });

  it("offers no list (and so no create button) for site settings or company contact", () => {
    const lists = reached.filter((entry) => entry.kind === "documentList");
    expect(
      lists.filter((list) => singletonTypes.has(list.schemaType) || list.creates.some((type) => singletonTypes.has(type))),
    ).toEqual([]);
  });

  it("keeps the home page out of the Pages list, its draft and release versions included, so it is only opened from its own entry", async () => {
    const pages = reached.find((entry) => entry.kind === "documentList" && entry.path.join(" / ") === "Pages");
    expect(pages).toBeDefined();
    const documents = [
      { _id: HOME_PAGE_ID, _type: "page" },
      { _id: `drafts.${HOME_PAGE_ID}`, _type: "page" },
      { _id: `versions.rSpring.${HOME_PAGE_ID}`, _type: "page" },
      { _id: "page-about-us", _type: "page" },
      { _id: "versions.rSpring.page-launch", _type: "page" },
      { _id: "service-seo", _type: "service" },
    ];
    const listed = await (
      await evaluate(parse(`*[${(pages as { filter: string }).filter}]._id`), {
        dataset: documents,
        params: (pages as { params: Record<string, unknown> }).params,
      })
    ).get();
    expect(listed).toEqual(["page-about-us", "versions.rSpring.page-launch"]);
  });

  it("groups the blog by category, each list showing only that category's articles", () => {
    const categories = reached.filter(
      (entry) => entry.kind === "documentList" && entry.path[0] === "Blog" && entry.path[1] !== "All articles",
    );
    expect(categories.length).toBeGreaterThan(1);
    for (const list of categories) {
      expect(list.schemaType).toBe("article");
      expect(list.kind === "documentList" && list.params.category).toBe(list.path[1]);
    }
  });

  it("shows a Used on view beside every type the site shows, and not beside redirects", () => {
    const views = (schemaType: string) =>
      (
        defaultDocumentNode(S, { ...context, schemaType, documentId: `${schemaType}-1` }) as ReturnType<
          StructureBuilder["document"]
        >
      )
        .getViews()
        ?.map((view) => ("serialize" in view ? view.serialize({ path: [] }).title : view.title));
    // Every document type but redirects is shown on some page, so a type added later gets the view too.
    const shownTypes = documentTypes.map((type) => type.name).filter((name) => name !== "redirect");
    expect(shownTypes).toEqual(expect.arrayContaining(["pricePackage", "claim", "siteSettings", "companyContact"]));
    for (const schemaType of shownTypes) expect(views(schemaType), schemaType).toContain("Used on");
    expect(views("redirect")).not.toContain("Used on");
  });
});

describe("singletons in the resolved studio", () => {
  it("are not offered in the global Create menu nor as templates, while other types are", () => {
    const offered = source.document.resolveNewDocumentOptions({ type: "global" }).map((item) => item.templateId);
    const templates = source.templates.map((template) => template.schemaType);
    for (const type of singletonTypes) {
      expect(offered).not.toContain(type);
      expect(templates).not.toContain(type);
    }
    expect(offered).toContain("service");
    expect(offered).toContain("page");
  });

  it("can be published, reverted or restored, but never duplicated, unpublished or deleted", () => {
    for (const { id, schemaType } of SINGLETON_DOCUMENTS) {
      const names = draftActions(schemaType, id);
      expect(names, id).toContain("publish");
      expect(
        names.filter((name) => name === "delete" || name === "duplicate" || name === "unpublish"),
        id,
      ).toEqual([]);
    }
  });

  it("leave every other document deletable and duplicable, including pages other than home", () => {
    const names = draftActions("page", "page-about-us");
    expect(names).toEqual(expect.arrayContaining(["publish", "unpublish", "duplicate", "delete"]));
  });

  it("exist at those ids in the embedded dataset, so the desk opens real content", async () => {
    const ids = SINGLETON_DOCUMENTS.map(({ id }) => id);
    const found = (await fetch(`*[_id in $ids]{ _id, _type, "path": path.current }`, { ids })) as {
      _id: string;
      _type: string;
      path?: string;
    }[];
    expect(found.map(({ _id, _type }) => `${_type}:${_id}`).sort()).toEqual(
      SINGLETON_DOCUMENTS.map(({ id, schemaType }) => `${schemaType}:${id}`).sort(),
    );
    expect(found.find(({ _id }) => _id === HOME_PAGE_ID)?.path).toBe("/");
  });
});
