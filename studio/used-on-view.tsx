import { Card, Stack, Text } from "@sanity/ui";
import { useEffect, useState } from "react";
import { useClient } from "sanity";
import { IntentLink } from "sanity/router";
import { SANITY_API_VERSION } from "../src/content/api-version";
import {
  LOCATIONS_SNAPSHOT_QUERY,
  locationsOf,
  type LocationReason,
  type Locations,
  type LocationsSnapshot,
} from "../src/content/locations";

/** How each reason reads beside a page: a plain reference needs no note, the others do. */
const REASON_NOTES: Record<LocationReason, string> = {
  "header and footer": "",
  "its own page": " · its own page",
  reference: "",
  "inline turnaround": " · turnaround cited in the copy",
  "follows its turnaround": " · keeps the same turnaround",
  "team grid": " · team grid (shows every team member)",
  "book-a-call": " · book-a-call block (shows every member with a booking link)",
  "team member's biography": " · in a team member's biography (team grid)",
  "service cards": " · service cards (show every service)",
  "article list": " · article list (shows the newest months' articles)",
  "month's archive": " · its month's page in the blog archive",
  sitemap: " · lists every page",
  "order form": " · names every service and package",
};

/**
 * "Used on": every page of the published site that shows this document, so an editor sees the
 * reach of a change before publishing it. The rules live in src/content/locations.ts, shared with
 * the Presentation tool and checked against rendered pages.
 */
export function UsedOnView({ documentId, schemaType }: { documentId: string; schemaType: { name: string } }) {
  const client = useClient({ apiVersion: SANITY_API_VERSION });
  const [locations, setLocations] = useState<Locations | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    client
      // Published perspective: the list describes the site as built, not unpublished edits.
      .fetch<LocationsSnapshot>(LOCATIONS_SNAPSHOT_QUERY, {}, { perspective: "published" })
      .then(
        (snapshot) => setLocations(locationsOf(snapshot, documentId, schemaType.name)),
        (error: Error) => setFailed(error.message),
      );
  }, [client, documentId, schemaType.name]);
  if (failed)
    return (
      <Card padding={4} tone="critical">
        <Text>Could not look up where this is used: {failed}</Text>
      </Card>
    );
  if (!locations)
    return (
      <Card padding={4}>
        <Text muted>Looking up where this is used…</Text>
      </Card>
    );
  if (locations.pages.length === 0)
    return (
      <Card padding={4}>
        <Text>No published page shows this yet.</Text>
      </Card>
    );
  const count = locations.pages.length;
  return (
    <Card padding={4}>
      <Stack space={3}>
        <Text weight="semibold">
          {locations.everyPage
            ? `On every page (${locations.pageCount}): the header or footer shows it.`
            : `Shown on ${count} published ${count === 1 ? "page" : "pages"}:`}
        </Text>
        {locations.pages.map((page) => (
          <Text key={page.path}>
            {page.documentId && page.documentType ? (
              <IntentLink intent="edit" params={{ id: page.documentId, type: page.documentType }}>
                {page.title}
              </IntentLink>
            ) : (
              page.title
            )}{" "}
            <span style={{ opacity: 0.7 }}>
              {page.path}
              {REASON_NOTES[page.reason]}
            </span>
          </Text>
        ))}
      </Stack>
    </Card>
  );
}
