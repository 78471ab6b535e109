import { useAtom } from "jotai";
import { useId } from "react";
import { Link } from "react-router";
import { Price } from "../../components/price";
import { Section } from "../../components/section";
import { FirstPaintScript } from "../../components/page-scripts/first-paint-script";
import { ViewTimeDate } from "../../components/view-time-date";
import { CURRENCY_SYMBOL } from "../../lib/format/currency";
import { STORAGE_KEYS } from "../../lib/page-start/storage-keys";
import { storedChoicePrePaintScript, type SliderPrePaintSettings } from "./stored-choice-pre-paint";
import { formatDays } from "../../lib/format/format-days";
import { editAttributes, priceEditTarget, turnaroundEditTarget } from "../../lib/preview/edit-target";
import { formatNumber } from "../../lib/format/format-number";
import { contentSliderChoiceAtom } from "../../state/content-slider";
import { CardsCurrency } from "../package-cards/cards-currency";
import { PackageFeatures } from "../package-cards/package-features";
import type { BlockProps } from "../types";
import {
  articlesValueText,
  choiceLabel,
  sliderTotal,
  validChoice,
  wordsValueText,
  type SliderChoice,
} from "../../state/content-slider-choice";

type Block = BlockProps<"contentSlider">["block"];
type SliderPackage = NonNullable<Block["packages"]>[number] & {
  /**
   * Drafts preview only: the service whose turnaround the days are, added to the package behind the
   * flag so that the card's props, and a production build of it, stay as they are without the preview.
   */
  turnaroundServiceId?: string | null;
};

function SliderCard({ item, choice, fromDays }: { item: SliderPackage; choice: SliderChoice; fromDays: number | null }) {
  const perWord = item.price;
  const nameId = `slider-card-${item._id}`;
  return (
    <li className={item.isMostPopular ? "package-card package-card--popular" : "package-card"}>
      <h3 className="package-card__name" id={nameId}>
        {item.name}
      </h3>
      {perWord?.gbp != null ? (
        <>
          {/* Announced when the choice changes, so slider users hear the new price. */}
          <p
            className="package-card__price"
            aria-live="polite"
            {...(import.meta.env.DRAFTS_PREVIEW === "true" && editAttributes(priceEditTarget(item._id)))}
          >
            <Price
              money={{
                gbp: sliderTotal(perWord.gbp, choice),
                usd: perWord.usd == null ? null : sliderTotal(perWord.usd, choice),
              }}
              figureData={(billedIn) => ({
                "data-slider-rate": String(billedIn === "USD" ? perWord.usd : perWord.gbp),
                "data-symbol": CURRENCY_SYMBOL[billedIn],
              })}
            />
            <span className="package-card__per" data-slider-label>
              {choiceLabel(choice)}
            </span>
          </p>
          <p
            className="content-slider__rate"
            {...(import.meta.env.DRAFTS_PREVIEW === "true" && editAttributes(priceEditTarget(item._id)))}
          >
            <Price money={perWord} /> {item.per ?? "per word"}
          </p>
        </>
      ) : null}
      {fromDays ? (
        <p
          className="package-card__turnaround"
          {...(import.meta.env.DRAFTS_PREVIEW === "true" && editAttributes(turnaroundEditTarget(item.turnaroundServiceId)))}
        >
          From {formatDays(fromDays)}
          <ViewTimeDate days={fromDays} className="content-slider__date" before=" (" after=")" />
        </p>
      ) : null}
      <PackageFeatures features={item.features} />
      <Link to="/get-in-touch" className="button package-card__action" aria-describedby={nameId}>
        {item.actionLabel ?? "Get in touch"}
      </Link>
    </li>
  );
}

interface SliderControlProps {
  id: string;
  /** Which choice it sets; marks the input and its output for the pre-paint script. */
  choice: "words" | "articles";
  label: string;
  min: number;
  max: number;
  value: number;
  /** What the slider says aloud and shows beside it ("500 words"), not its position. */
  valueText: string;
  onChange: (value: number) => void;
  /** Marks under the track (decorative: the value is announced). */
  ticks: string[];
}

function SliderControl({ id, choice, label, min, max, value, valueText, onChange, ticks }: SliderControlProps) {
  return (
    <div className="content-slider__control">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="range"
        data-slider={choice}
        min={min}
        max={max}
        step={1}
        value={value}
        aria-valuetext={valueText}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <output htmlFor={id} className="content-slider__value" data-slider-value={choice}>
        {valueText}
      </output>
      <div className="content-slider__ticks" aria-hidden="true">
        {ticks.map((tick) => (
          <span key={tick}>{tick}</span>
        ))}
      </div>
    </div>
  );
}

/**
 * product.md §2 content slider: words per article (from the offered choices) and number of articles,
 * saved in the browser and applied to every per-word card. Native range inputs, so keyboards
 * (arrows, Home/End, Page Up/Down) and screen readers work as they expect; each announces its
 * value in words ("500 words"), not as a position.
 */
export function ContentSliderBlock({ block }: BlockProps<"contentSlider">) {
  const id = useId();
  const wordChoices = block.wordChoices.filter((words): words is number => typeof words === "number");
  const maxArticles = block.maxArticles;
  const defaults: SliderChoice = {
    words: wordChoices.includes(block.defaultWords ?? NaN) ? block.defaultWords! : wordChoices[0]!,
    articles: Math.min(block.defaultArticles ?? 1, maxArticles),
  };
  const [stored, setStored] = useAtom(contentSliderChoiceAtom);
  const choice = validChoice(stored ?? defaults, defaults, { wordChoices, maxArticles });
  const wordIndex = wordChoices.indexOf(choice.words);
  const packages = block.packages.filter((item) => item.name);

  return (
    <>
      <Section id={block.anchor ?? "pricing"} title={block.title} className="content-slider">
        {block.intro ? <p className="section__intro">{block.intro}</p> : null}
        {/* Without scripts the sliders could not reprice anything: left out, and each card names the
            choice its price is for ("10 Articles x 500 Words"). */}
        <div className="content-slider__controls needs-scripts">
          <SliderControl
            id={`${id}-words`}
            choice="words"
            label="Words per article"
            min={0}
            max={wordChoices.length - 1}
            value={wordIndex}
            valueText={wordsValueText(choice.words)}
            onChange={(index) => setStored({ ...choice, words: wordChoices[index]! })}
            ticks={wordChoices.map(formatNumber)}
          />
          <SliderControl
            id={`${id}-articles`}
            choice="articles"
            label="Number of articles"
            min={1}
            max={maxArticles}
            value={choice.articles}
            valueText={articlesValueText(choice.articles)}
            onChange={(articles) => setStored({ ...choice, articles })}
            ticks={["1", String(maxArticles)]}
          />
        </div>
        {packages.some((item) => item.price?.usd != null) ? <CardsCurrency /> : null}
        <ul className="package-cards__grid balanced-grid balanced-grid--roomy content-slider__cards">
          {packages.map((item) => (
            <SliderCard
              key={item._id}
              item={
                import.meta.env.DRAFTS_PREVIEW === "true" ? { ...item, turnaroundServiceId: block.turnaroundServiceId } : item
              }
              choice={choice}
              fromDays={block.fromDays}
            />
          ))}
        </ul>
      </Section>
      {/* A returning visitor's stored choice, shown from the first paint (the app renders the same). */}
      <FirstPaintScript
        source={import.meta.env.SSR ? storedChoicePrePaintScript() : ""}
        data={(): SliderPrePaintSettings => ({ storageKey: STORAGE_KEYS.contentSlider, wordChoices, maxArticles, defaults })}
      />
    </>
  );
}
