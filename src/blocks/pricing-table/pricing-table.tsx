import { Link } from "react-router";
import { Price } from "../../components/price";
import { Section } from "../../components/section";
import { SmartLink } from "../../components/smart-link";
import { formatNumber } from "../../lib/format/format-number";
import type { BlockProps } from "../types";
import { comparisonRows, type CellValue, type ComparisonGroup } from "./comparison-rows";
import { plainText } from "../../lib/preview/preview-text";
import { editAttributes, priceEditTarget } from "../../lib/preview/edit-target";

function Cell({ value }: { value: CellValue }) {
  switch (value.kind) {
    case "tick":
      return (
        <>
          <span aria-hidden="true" className="pricing-table__tick">
            ✓
          </span>
          <span className="visually-hidden">Included</span>
        </>
      );
    case "cross":
      return (
        <>
          <span aria-hidden="true" className="pricing-table__cross">
            ✕
          </span>
          <span className="visually-hidden">Not included</span>
        </>
      );
    case "count":
      return <>{formatNumber(value.value)}</>;
    case "text":
      return <>{value.value}</>;
  }
}

type ComparedItem = BlockProps<"pricingTable">["block"]["packages"][number];

/** A package's price (or its worded price, "Tailored quote") and its unit, set the same in both views. */
function PackagePrice({ item }: { item: ComparedItem }) {
  return (
    <>
      {item.price ? (
        <Price money={item.price} className="pricing-table__price" />
      ) : (
        <span className="price pricing-table__price pricing-table__price--words">{item.priceText}</span>
      )}
      {item.per ? <span className="pricing-table__per">{item.per}</span> : null}
    </>
  );
}

/** How to order a package: its order link with "or get in touch", or Get in touch alone. */
function PackageActions({ item }: { item: ComparedItem }) {
  return item.orderUrl ? (
    <>
      <SmartLink
        href={item.orderUrl}
        className="button"
        aria-label={
          import.meta.env.DRAFTS_PREVIEW === "true"
            ? plainText(`${item.actionLabel ?? "Order"} ${item.name}`)
            : `${item.actionLabel ?? "Order"} ${item.name}`
        }
      >
        {item.actionLabel ?? "Order"}
      </SmartLink>
      <Link to="/get-in-touch" className="pricing-table__secondary">
        or get in touch
      </Link>
    </>
  ) : (
    <Link
      to="/get-in-touch"
      className="button"
      aria-label={
        import.meta.env.DRAFTS_PREVIEW === "true"
          ? plainText(`${item.actionLabel ?? "Get in touch"} about ${item.name}`)
          : `${item.actionLabel ?? "Get in touch"} about ${item.name}`
      }
    >
      {item.actionLabel ?? "Get in touch"}
    </Link>
  );
}

/** The price's edit target in the drafts preview, when the package has a price to edit. */
const priceEditAttributes = (item: ComparedItem) =>
  import.meta.env.DRAFTS_PREVIEW === "true" && item.price && editAttributes(priceEditTarget(item._id));

/** The narrow view: a card per package, each feature labelled beside its value. */
function PackageCards({ packages, groups }: { packages: ComparedItem[]; groups: ComparisonGroup[] }) {
  return (
    <ul className="pricing-table__cards balanced-grid">
      {packages.map((item, index) => (
        <li key={item._id} className="pricing-card">
          <h3 className="pricing-card__name">{item.name}</h3>
          <p className="pricing-card__price" {...priceEditAttributes(item)}>
            <PackagePrice item={item} />
          </p>
          {groups.map((group) => (
            <div key={group.key} className="pricing-card__group">
              {group.title ? <h4 className="pricing-card__group-title">{group.title}</h4> : null}
              <dl>
                {group.rows.map((row) => (
                  <div key={row.key} className="pricing-card__row">
                    <dt>{row.label}</dt>
                    <dd>
                      <Cell value={row.cells[index]!} />
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
          ))}
          <div className="pricing-card__actions">
            <PackageActions item={item} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The wide view: the packages side by side, a column each, captioned by the block's title. */
function ComparisonTable({
  packages,
  groups,
  captionId,
  caption,
}: {
  packages: ComparedItem[];
  groups: ComparisonGroup[];
  captionId: string;
  caption: string;
}) {
  return (
    // The region is focusable for keyboard users, should a long label make the table scroll.
    <div className="table-scroll pricing-table__table" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table>
        <caption id={captionId} className="visually-hidden">
          {caption}
        </caption>
        <thead>
          <tr>
            <td />
            {packages.map((item) => (
              <th key={item._id} scope="col">
                {item.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr className="pricing-table__price-row">
            <th scope="row">Price</th>
            {packages.map((item) => (
              <td key={item._id} {...priceEditAttributes(item)}>
                <PackagePrice item={item} />
              </td>
            ))}
          </tr>
        </tbody>
        {/* Each feature group is its own row group, so its heading labels exactly its rows. */}
        {groups.map((group) => (
          <tbody key={group.key}>
            {group.title ? (
              <tr className="pricing-table__group">
                <th scope="rowgroup" colSpan={packages.length + 1}>
                  {group.title}
                </th>
              </tr>
            ) : null}
            {group.rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                {row.cells.map((cell, index) => (
                  <td key={packages[index]!._id}>
                    <Cell value={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
        <tbody>
          <tr className="pricing-table__actions">
            <td />
            {packages.map((item) => (
              <td key={item._id}>
                <PackageActions item={item} />
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/** product.md §2 comparison table: a column per package with its price, features and how to order. */
export function PricingTableBlock({ block }: BlockProps<"pricingTable">) {
  const packages = block.packages;
  const groups = comparisonRows(packages);
  const captionId = `pricing-table-${packages[0]?._id ?? "packages"}`;
  return (
    <Section id={block.anchor ?? "pricing"} title={block.title} className="pricing-table">
      {block.intro ? <p className="section__intro">{block.intro}</p> : null}
      {/* On a phone or a narrow tablet the packages are cards, one after another, each feature labelled
          beside its value (decision 0037); from 64rem the table compares them side by side. CSS shows
          one of the two, so assistive technology meets one. */}
      <PackageCards packages={packages} groups={groups} />
      <ComparisonTable packages={packages} groups={groups} captionId={captionId} caption={block.title ?? "Compare packages"} />
    </Section>
  );
}
