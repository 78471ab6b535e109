import { defineBlock, sectionTitleField } from "../shared/define-block.schema";
import { titledItemsField } from "../shared/titled-items.schema";

export const keyBenefitsSchema = defineBlock(
  "keyBenefits",
  "Key benefits",
  [
    sectionTitleField({ initialValue: "Key benefits", required: true }),
    titledItemsField("items", "Benefits", 3, { required: true }),
  ],
  {
    preview: { select: { title: "title" }, prepare: ({ title }) => ({ title: `Key benefits: ${title ?? ""}` }) },
  },
);
