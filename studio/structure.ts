import type { StructureResolver } from "sanity/structure";

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
      S.documentTypeListItem("article").title("Blog"),
      S.documentTypeListItem("teamMember").title("Team"),
      S.divider(),
      S.documentTypeListItem("pricePackage").title("Prices & packages"),
      S.documentTypeListItem("claim").title("Claims"),
      S.documentTypeListItem("redirect").title("Redirects"),
    ]);
