import { Link } from "react-router";
import { Price } from "../../components/price";
import { Section } from "../../components/section";
import { SmartLink } from "../../components/smart-link";
import { formatNumber } from "../../lib/format-number";
import type { BlockProps } from "../types";
import { comparisonRows, type CellValue } from "./comparison-rows";
import { plainText } from "../../lib/preview-text";
import { editAttributes, priceEditTarget } from "../../lib/edit-target";

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

/** product.md §2 comparison table: a column per package with its price, features and how to order. */
export function PricingTableBlock({ block }: BlockProps<"pricingTable">) {
  const packages = block.packages;
  const groups = comparisonRows(packages);
  const captionId = `pricing-table-${packages[0]?._id ?? "packages"}`;
  return (
    <Section id={block.anchor ?? "pricing"} title={block.title} className="pricing-table">
      {block.intro ? <p className="section__intro">{block.intro}</p> : null}
      {/* Wide tables scroll sideways on small screens; the region is focusable for keyboard users. */}
      <div className="table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table>
          <caption id={captionId} className="visually-hidden">
            {block.title ?? "Compare packages"}
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
                <td
                  key={item._id}
                  {...(import.meta.env.DRAFTS_PREVIEW === "true" && item.price && editAttributes(priceEditTarget(item._id)))}
                >
                  {item.price ? (
                    <Price money={item.price} className="pricing-table__price" />
                  ) : (
                    <span className="pricing-table__price-text">{item.priceText}</span>
                  )}
                  {item.per ? <span className="pricing-table__per">{item.per}</span> : null}
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
                  {item.orderUrl ? (
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
                  )}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </Section>
  );
}
