import { RichText } from "../../components/rich-text";

interface TitledItem {
  _key: string;
  title: string | null;
  description: unknown[] | null;
}

/** Numbered steps or a grid of benefit cards. */
export function TitledItems({ items, numbered }: { items: TitledItem[] | null | undefined; numbered?: boolean }) {
  if (!items?.length) return null;
  const List = numbered ? "ol" : "ul";
  return (
    <List className={numbered ? "titled-items balanced-grid titled-items--numbered" : "titled-items balanced-grid"}>
      {items.map((item) => (
        <li key={item._key} className="titled-items__item">
          <h3 className="titled-items__title">{item.title}</h3>
          <RichText value={item.description} className="titled-items__description" />
        </li>
      ))}
    </List>
  );
}
