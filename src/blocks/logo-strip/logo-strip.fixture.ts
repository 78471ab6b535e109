import type { BlockOf } from "../types";

const image = (name: string, width: number) => ({
  alt: "",
  decorative: null,
  caption: null,
  crop: null,
  hotspot: null,
  url: `/media/images/${name}.svg`,
  width,
  height: 64,
  lqip: null,
  dominant: null,
});

export const logoStripFixture: BlockOf<"logoStrip"> = {
  _key: "logos",
  _type: "logoStrip",
  title: "Where our placements appear",
  logos: [
    { _key: "a", name: "News sites", href: null, image: image("news-sites", 170) },
    { _key: "b", name: "Niche blogs", href: "/services/blogger-outreach", image: image("niche-blogs", 181) },
    { _key: "c", name: "No image yet", href: null, image: null },
  ],
};
