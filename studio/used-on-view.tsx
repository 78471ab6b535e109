import { Card, Stack, Text } from "@sanity/ui";
import { useEffect, useState } from "react";
import { useClient } from "sanity";
import { IntentLink } from "sanity/router";
import { SANITY_API_VERSION } from "../src/content/api-version";
import { USED_ON_QUERY, usedOnParams, type UsedOnDocument, type UsedOnReason } from "./used-on-query";

/** How each reason reads beside a document: references need no note, query-driven blocks do. */
const REASON_NOTES: Record<UsedOnReason, string> = {
  reference: "",
  "team grid": " · team grid (shows every team member)",
  "book-a-call": " · book-a-call block (shows every member with a booking link)",
};

/**
 * "Used on": every published document that shows this one (a price, claim or team member), so an
 * editor sees the reach of a change before publishing it. The rules live in used-on-query.ts.
 */
export function UsedOnView({ documentId }: { documentId: string }) {
  const client = useClient({ apiVersion: SANITY_API_VERSION });
  const [referrers, setReferrers] = useState<UsedOnDocument[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    client
      // Published perspective: the list describes the site as built, not unpublished edits.
      .fetch<UsedOnDocument[] | null>(USED_ON_QUERY, usedOnParams(documentId), { perspective: "published" })
      // null: never published, so nothing on the site can show it yet.
      .then(
        (found) => setReferrers(found ?? []),
        (error: Error) => setFailed(error.message),
      );
  }, [client, documentId]);
  if (failed)
    return (
      <Card padding={4} tone="critical">
        <Text>Could not look up where this is used: {failed}</Text>
      </Card>
    );
  if (!referrers)
    return (
      <Card padding={4}>
        <Text muted>Looking up where this is used…</Text>
      </Card>
    );
  if (referrers.length === 0)
    return (
      <Card padding={4}>
        <Text>No published page uses this yet.</Text>
      </Card>
    );
  return (
    <Card padding={4}>
      <Stack space={3}>
        <Text weight="semibold">{`Used on ${referrers.length} published ${referrers.length === 1 ? "document" : "documents"}:`}</Text>
        {referrers.map((referrer) => (
          <Text key={referrer._id}>
            <IntentLink intent="edit" params={{ id: referrer._id, type: referrer._type }}>
              {referrer.title ?? referrer._id}
            </IntentLink>{" "}
            <span style={{ opacity: 0.7 }}>
              {referrer.path ?? referrer._type}
              {REASON_NOTES[referrer.reason]}
            </span>
          </Text>
        ))}
      </Stack>
    </Card>
  );
}
