import { Link } from "react-router";
import { Price } from "../../components/price";
import { Section } from "../../components/section";
import { editAttributes, priceEditTarget, turnaroundEditTarget } from "../../lib/preview/edit-target";
import type { BlockProps } from "../types";
import { CardsCurrency } from "./cards-currency";
import { PackageFeatures } from "./package-features";

/** product.md §9 wordings: blogger outreach 'Turnaround: 10+ days', package_new 'From 14 day turnaround time'. */
function TurnaroundLine({ wording, days }: { wording: string | null; days: number | null }) {
  if (!days || !wording || wording === "none") return null;
  return (
    <p className="package-card__turnaround">
      {wording === "from" ? `From ${days} day turnaround time` : `Turnaround: ${days}+ days`}
    </p>
  );
}

/**
 * Drafts preview only (rendered behind the flag): the same line, opening the turnaround of the
 * service that holds the days. TurnaroundLine keeps the props it has without the preview, so a
 * production build of it is unchanged and this component is dropped.
 */
function EditableTurnaroundLine({ serviceId, ...line }: Parameters<typeof TurnaroundLine>[0] & { serviceId: string | null }) {
  const shown = TurnaroundLine(line);
  return shown && <p {...(shown.props as object)} {...editAttributes(turnaroundEditTarget(serviceId))} />;
}

/**
 * product.md §2 blogger-outreach cards: 'Most Popular' badge on the flagged package, the currency
 * switch above the cards, a 'from' price per unit, turnaround estimate, bulk prices 'each', and a
 * link to enquire.
 */
export function PackageCardsBlock({ block }: BlockProps<"packageCards">) {
  const packages = block.packages.filter((item) => item.name);
  return (
    <Section id={block.anchor ?? "pricing"} title={block.title} className="package-cards">
      {block.intro ? <p className="section__intro">{block.intro}</p> : null}
      {packages.some((item) => item.price?.usd != null) ? <CardsCurrency /> : null}
      <ul className="package-cards__grid balanced-grid balanced-grid--roomy">
        {packages.map((item) => (
          <li key={item._id} className={item.isMostPopular ? "package-card package-card--popular" : "package-card"}>
            {item.isMostPopular ? <p className="package-card__badge">Most Popular</p> : null}
            <h3 className="package-card__name" id={`package-${item._id}`}>
              {item.name}
            </h3>
            {/* The rest of the card, below the name: the grid's rows keep every card's price level with its
                neighbours' even where one name takes two lines (decision 0037). */}
            <div className="package-card__body">
              <p
                className="package-card__price"
                {...(import.meta.env.DRAFTS_PREVIEW === "true" && item.price && editAttributes(priceEditTarget(item._id)))}
              >
                {/* 'from' only where volume brings the price down (bulk discounts). */}
                {item.bulkDiscounts?.length ? <span className="package-card__from">from </span> : null}
                {/* A worded price ("Free") is set as a price, so the cards' prices line up. */}
                {item.price ? <Price money={item.price} /> : <span className="price">{item.priceText}</span>}
                {item.per ? <span className="package-card__per">{item.per}</span> : null}
              </p>
              <PackageFeatures features={item.features} />
              {import.meta.env.DRAFTS_PREVIEW === "true" ? (
                <EditableTurnaroundLine
                  wording={block.turnaround}
                  days={block.turnaroundDays}
                  serviceId={block.turnaroundServiceId}
                />
              ) : (
                <TurnaroundLine wording={block.turnaround} days={block.turnaroundDays} />
              )}
              {item.bulkDiscounts?.length ? (
                <div className="package-card__bulk">
                  <h4>Bulk Discount</h4>
                  <ul>
                    {item.bulkDiscounts.map((bulk) => (
                      <li key={bulk._key}>
                        <span>{bulk.label}</span>{" "}
                        <span
                          {...(import.meta.env.DRAFTS_PREVIEW === "true" && editAttributes(priceEditTarget(item._id, bulk._key)))}
                        >
                          <Price money={bulk.price} /> each
                        </span>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
              <Link to="/get-in-touch" className="button package-card__action" aria-describedby={`package-${item._id}`}>
                {item.actionLabel ?? "Get in touch"}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
