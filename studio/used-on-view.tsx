import { Card, Stack, Text } from "@sanity/ui";
import { useEffect, useState } from "react";
import { useClient } from "sanity";
import { IntentLink } from "sanity/router";
import { SANITY_API_VERSION } from "../src/content/api-version";

interface Referrer {
  _id: string;
  _type: string;
  title?: string;
  path?: string;
}

/**
 * "Used on": every document that references this one (a price, claim or team member), so an
 * editor sees the reach of a change before publishing it.
 */
export function UsedOnView({ documentId }: { documentId: string }) {
  const client = useClient({ apiVersion: SANITY_API_VERSION });
  const [referrers, setReferrers] = useState<Referrer[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const id = documentId.replace(/^drafts\./, "");
  useEffect(() => {
    client
      .fetch<Referrer[]>(
        `*[references($id) && !(_id in path("drafts.**"))]{ _id, _type, "title": coalesce(title, heading, name, key), "path": coalesce(path.current, "/blog/" + slug.current) } | order(_type asc, title asc)`,
        { id },
      )
      .then(setReferrers, (error: Error) => setFailed(error.message));
  }, [client, id]);
  if (failed) return <Card padding={4} tone="critical"><Text>Could not look up where this is used: {failed}</Text></Card>;
  if (!referrers) return <Card padding={4}><Text muted>Looking up where this is used…</Text></Card>;
  if (referrers.length === 0) return <Card padding={4}><Text>No published page uses this yet.</Text></Card>;
  return (
    <Card padding={4}>
      <Stack space={3}>
        <Text weight="semibold">{`Used on ${referrers.length} published ${referrers.length === 1 ? "document" : "documents"}:`}</Text>
        {referrers.map((referrer) => (
          <Text key={referrer._id}>
            <IntentLink intent="edit" params={{ id: referrer._id, type: referrer._type }}>
              {referrer.title ?? referrer._id}
            </IntentLink>{" "}
            <span style={{ opacity: 0.7 }}>{referrer.path ?? referrer._type}</span>
          </Text>
        ))}
      </Stack>
    </Card>
  );
}
