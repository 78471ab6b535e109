import { defineQuery } from "groq";

/** What a client can order: every service with its packages, for the Place Order screen. */
export const ORDER_OPTIONS_QUERY = defineQuery(`*[_type == "service" && defined(path.current)] | order(title asc) {
  _id,
  title,
  "packages": packages[]->{ _id, name }
}`);
