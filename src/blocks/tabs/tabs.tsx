import {
  use,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type RefObject,
} from "react";
import { useLocation } from "react-router";
import { PanelBlockList } from "../editing/editable-blocks";
import { EditableTab } from "../editing/editable-tab";
import { BlockListRenderer } from "../render-blocks";
import type { BlockProps } from "../types";

/** Which panel holds the element a hash points at (e.g. #how-it-works inside the first tab). */
function panelHoldingHash(panels: readonly (HTMLElement | null)[], hash: string): number {
  if (!hash || hash === "#") return -1;
  const id = decodeURIComponent(hash.slice(1));
  const holds = (panel: HTMLElement | null) =>
    !!panel && (panel.id === id || [...panel.querySelectorAll("[id]")].some((element) => element.id === id));
  return panels.findIndex(holds);
}

/** A ref callback that keeps the element at `index` of `elements`, so tabs and panels are found by position. */
function keepAt<Item>(elements: RefObject<(Item | null)[]>, index: number) {
  return (element: Item | null) => {
    elements.current[index] = element;
  };
}

/**
 * WAI-ARIA tabs: arrow keys, Home and End move between tabs (and select them); only the selected
 * tab is in the tab order. A hash naming a section inside another tab opens that tab and scrolls
 * to it, so "On this page" links and shared links keep working. Where scripts do not run, the tab
 * buttons could not switch: CSS leaves them out and shows every panel in sequence, each under the
 * heading its first block gives it, so every section is reachable (decision 0031).
 *
 * The selected tab is remembered by its panel's key, not its place: in the drafts preview an editor
 * can move, remove or add tabs while the page is open (decision 0050), and the tab they chose stays
 * chosen wherever it goes.
 */
export function TabsBlock({ block }: BlockProps<"tabs">) {
  const id = useId();
  const { panels } = block;
  const [selectedKey, setSelectedKey] = useState(panels[0]?._key);
  // A panel that is gone (removed in the preview) leaves the first one selected.
  const selected = Math.max(
    0,
    panels.findIndex((panel) => panel._key === selectedKey),
  );
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const panelRefs = useRef<(HTMLElement | null)[]>([]);
  const tabId = (index: number) => `${id}-tab-${index}`;
  const panelId = (index: number) => `${id}-panel-${index}`;
  const { hash } = useLocation();
  const Blocks = use(BlockListRenderer);
  if (!Blocks)
    throw new Error("TabsBlock renders its tabs' blocks with the renderer PageBlocks provides: render it inside PageBlocks.");

  // Reads the panels as they are now, without making a change of content open the hash's tab again.
  const openPanelAt = useEffectEvent((index: number) => setSelectedKey(panels[index]?._key));
  useEffect(() => {
    const index = panelHoldingHash(panelRefs.current, hash);
    if (index < 0) return;
    openPanelAt(index);
    // After the panel is shown: the browser could not scroll to a hidden element.
    requestAnimationFrame(() => document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView());
  }, [hash]);

  const select = (index: number) => {
    const next = (index + panels.length) % panels.length;
    setSelectedKey(panels[next]?._key);
    tabRefs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: panels.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(moves[event.key]!);
  };

  return (
    <section
      className="tabs"
      aria-labelledby={block.title ? `${id}-title` : undefined}
      aria-label={block.title ? undefined : "More about this service"}
    >
      <div className="container">
        {block.title ? (
          <h2 id={`${id}-title`} className="section__title">
            {block.title}
          </h2>
        ) : null}
        <div role="tablist" className="tabs__list needs-scripts" aria-orientation="horizontal">
          {panels.map((panel, index) => {
            const tab = {
              type: "button",
              role: "tab",
              id: tabId(index),
              "aria-controls": panelId(index),
              "aria-selected": index === selected,
              tabIndex: index === selected ? 0 : -1,
              className: "tabs__tab",
              onClick: () => setSelectedKey(panel._key),
              onKeyDown,
            } satisfies ComponentProps<"button">;
            // In the drafts preview each tab is also its panel's item, which Presentation can move (decision 0050).
            return import.meta.env.DRAFTS_PREVIEW === "true" ? (
              <EditableTab key={panel._key} ref={keepAt(tabRefs, index)} panelKey={panel._key} label={panel.title} {...tab} />
            ) : (
              <button key={panel._key} ref={keepAt(tabRefs, index)} {...tab}>
                {panel.title}
              </button>
            );
          })}
        </div>
      </div>
      {panels.map((panel, index) => (
        <div
          key={panel._key}
          ref={keepAt(panelRefs, index)}
          role="tabpanel"
          id={panelId(index)}
          aria-labelledby={tabId(index)}
          hidden={index !== selected}
          className="tabs__panel"
        >
          {import.meta.env.DRAFTS_PREVIEW === "true" ? (
            <PanelBlockList panelKey={panel._key}>
              <Blocks blocks={panel.blocks} />
            </PanelBlockList>
          ) : (
            <Blocks blocks={panel.blocks} />
          )}
        </div>
      ))}
    </section>
  );
}
