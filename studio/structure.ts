import type { DefaultDocumentNodeResolver, StructureResolver } from "sanity/structure";
import { ARTICLE_CATEGORIES } from "../schemas/documents/article";
import { SANITY_API_VERSION } from "../src/content/api-version";
import { HOME_PAGE_ID, SINGLETON_DOCUMENTS } from "./singletons";
import { UsedOnView } from "./used-on-view";

type Builder = Parameters<StructureResolver>[0];

/** Every type the site shows has "Used on" beside its form: the pages a change reaches. */
const SHOWN_TYPES = new Set([
  "pricePackage",
  "claim",
  "teamMember",
  "service",
  "page",
  "personaPage",
  "article",
  "siteSettings",
  "companyContact",
]);

const documentViews = (S: Builder, schemaType: string) =>
  SHOWN_TYPES.has(schemaType) ? [S.view.form(), S.view.component(UsedOnView).title("Used on")] : [S.view.form()];

/** A singleton opens its one document at its fixed id: no list, so no "create" button. */
const singleton = (S: Builder, { id, schemaType, title }: (typeof SINGLETON_DOCUMENTS)[number]) =>
  S.listItem()
    .title(title)
    .id(id)
    .schemaType(schemaType)
    .child(S.document().schemaType(schemaType).documentId(id).title(title).views(documentViews(S, schemaType)));

/** Every page except the home page, which has its own entry above: none of its versions (draft, release). */
const otherPages = (S: Builder) =>
  S.listItem()
    .title("Pages")
    .id("page")
    .schemaType("page")
    .child(
      S.documentTypeList("page")
        .title("Pages")
        .apiVersion(SANITY_API_VERSION)
        .filter('_type == "page" && !sanity::versionOf($home)')
        .params({ home: HOME_PAGE_ID }),
    );

/** Singletons open directly; everything else is grouped the way editors think about it. */
export const structure: StructureResolver = (S) =>
  S.list()
    .title("Content")
    .items([
      ...SINGLETON_DOCUMENTS.map((document) => singleton(S, document)),
      S.divider(),
      otherPages(S),
      S.documentTypeListItem("service").title("Services"),
      S.documentTypeListItem("personaPage").title("Persona pages"),
      S.listItem()
        .title("Blog")
        .id("blog")
        .child(
          S.list()
            .title("Blog")
            .items([
              S.documentTypeListItem("article").title("All articles"),
              S.divider(),
              ...ARTICLE_CATEGORIES.map((category) =>
                S.listItem()
                  .title(category)
                  .id(`blog-${category.toLowerCase().replace(/\s+/g, "-")}`)
                  .child(
                    S.documentList()
                      .title(category)
                      .schemaType("article")
                      .apiVersion(SANITY_API_VERSION)
                      .filter('_type == "article" && category == $category')
                      .params({ category })
                      .defaultOrdering([{ field: "order", direction: "asc" }]),
                  ),
              ),
            ]),
        ),
      S.documentTypeListItem("teamMember").title("Team"),
      S.divider(),
      S.documentTypeListItem("pricePackage").title("Prices & packages"),
      S.documentTypeListItem("claim").title("Claims"),
      S.documentTypeListItem("redirect").title("Redirects"),
    ]);

export const defaultDocumentNode: DefaultDocumentNodeResolver = (S, { schemaType }) =>
  S.document().views(documentViews(S, schemaType));
