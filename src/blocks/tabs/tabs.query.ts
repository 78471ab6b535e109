import { howItWorksProjection } from "../how-it-works/how-it-works.query";
import { keyBenefitsProjection } from "../key-benefits/key-benefits.query";
import { serviceCardsProjection } from "../service-cards/service-cards.query";
import { textSectionProjection } from "../text-section/text-section.query";
import { whyChooseProjection } from "../why-choose/why-choose.query";

export const tabsProjection = /* groq */ `_type == "tabs" => {
  title,
  panels[]{
    _key,
    title,
    blocks[]{
      _key,
      _type,
      ${howItWorksProjection},
      ${keyBenefitsProjection},
      ${whyChooseProjection},
      ${serviceCardsProjection},
      ${textSectionProjection}
    }
  }
}`;

export const tabsRequired = ["panels"] as const;
