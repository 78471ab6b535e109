import type { DefaultDocumentNodeResolver, StructureResolver } from "sanity/structure";
import { ARTICLE_CATEGORIES } from "../schemas/documents/article";
import { UsedOnView } from "./used-on-view";

const singleton = (S: Parameters<StructureResolver>[0], type: string, title: string) =>
  S.listItem().title(title).id(type).child(S.document().schemaType(type).documentId(type).title(title));

/** Singletons open directly; everything else is grouped the way editors think about it. */
export const structure: StructureResolver = (S) =>
  S.list()
    .title("Content")
    .items([
      singleton(S, "siteSettings", "Site settings"),
      singleton(S, "companyContact", "Company contact"),
      S.divider(),
      S.documentTypeListItem("page").title("Pages"),
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

/** Prices, claims and team members show where they are used beside the form. */
const REFERENCED_TYPES = new Set(["pricePackage", "claim", "teamMember"]);

export const defaultDocumentNode: DefaultDocumentNodeResolver = (S, { schemaType }) =>
  REFERENCED_TYPES.has(schemaType)
    ? S.document().views([S.view.form(), S.view.component(UsedOnView).title("Used on")])
    : S.document().views([S.view.form()]);
