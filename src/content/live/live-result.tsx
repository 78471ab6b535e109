import { useQuery } from "@sanity/react-loader";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { encodeLiveAnswer, type EncodedAnswer } from "./encode-live-answer";
import { LIVE_STEGA } from "./live-client";
import { carryLoadedFields } from "./carry-loaded-fields";
import { keepUnchanged } from "./keep-unchanged";
import type { LiveQuery } from "./live-query";
import { prepareLiveResult } from "./prepare-live-result";

/** A route's loader data that may name its live query (only the drafts preview's loaders do). */
export interface LiveLoaderData {
  live?: LiveQuery;
}

export interface LiveResultProps<Data extends LiveLoaderData> {
  /** What the loader gave: shown until the studio answers, and again whenever the loaders run again. */
  loaderData: Data;
  children: (shown: Data) => ReactNode;
}

/**
 * Drafts preview only: the route's data as the editor types. The loader's query is handed to the
 * studio (Sanity's loaders in live mode, over Presentation's channel); the studio runs it over the
 * document open in its form as it stands, saved or not, and over the Content Lake for the rest,
 * and answers with each change. Each answer goes through the loader's own steps
 * (`prepareLiveResult`) and replaces that part of the data, with no request to the preview server:
 * the scroll, the overlays and the page's own state stay. Whatever the answer did not change stays
 * the same object (`keepUnchanged`), so only the blocks it changed render again.
 *
 * Whichever came last is shown: an answer from the studio, or the loader's data when the loaders
 * run again (a navigation, or a refresh while the studio's loaders are not connected).
 */
export function LiveResult<Data extends LiveLoaderData>({ loaderData, children }: LiveResultProps<Data>) {
  const live = loaderData.live!;
  const { data, sourceMap } = useQuery<unknown>(live.query, live.params);
  const [shown, setShown] = useState(loaderData);
  const [loaded, setLoaded] = useState(loaderData);
  const lastEncoded = useRef<EncodedAnswer | undefined>(undefined);
  // The loaders ran again (a navigation): their data is the newest.
  if (loaded !== loaderData) {
    setLoaded(loaderData);
    setShown(loaderData);
  }
  useEffect(() => {
    if (data === undefined || !sourceMap) return;
    let current = true;
    lastEncoded.current = encodeLiveAnswer(lastEncoded.current, data, sourceMap, LIVE_STEGA);
    void prepareLiveResult[live.kind](lastEncoded.current.encoded).then((prepared) => {
      if (current && prepared !== undefined)
        setShown((before) => keepUnchanged(before, carryLoadedFields(before, { ...before, ...prepared })));
    });
    return () => {
      current = false;
    };
  }, [data, sourceMap, live.kind]);
  return children(shown);
}
