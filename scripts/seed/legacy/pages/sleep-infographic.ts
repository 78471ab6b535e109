import type { LegacyPage } from "../types";

const sleepInfographic: LegacyPage = {
  path: "/content/sleep-infographic",
  title: "The Science of Sleep",
  meta: {
    title: "The Science of Sleep: An Infographic Guide",
    description:
      "How much sleep adults need, how the body clock works and simple habits for better nights: a sample infographic from the Outreach Lab team.",
  },
  infographic: {
    title: "Sleep in figures",
    subtitle: "How much you need, how a night is built and what helps",
    figures: [
      {
        figure: "7+",
        unit: "hours",
        caption: "of sleep a night is what most adults need to feel and function at their best",
        share: { part: 7, whole: 24, label: "the ring shows 7 of the 24 hours in a day" },
      },
      { figure: "90", unit: "minutes", caption: "is roughly how long one sleep cycle lasts" },
      { figure: "3", unit: "stages", caption: "light sleep, deep sleep and REM, repeated several times a night" },
    ],
    checklistTitle: "Habits that help",
    checklist: [
      "Go to bed and get up at about the same time every day",
      "Get outside in daylight, ideally in the morning",
      "Cut down on caffeine from the afternoon onwards",
      "Avoid alcohol and large meals close to bedtime",
      "Finish vigorous exercise well before bed",
      "Wind down with screens put away and a calm routine",
    ],
    source: "General information on sleep, not medical advice. Drawn by the Outreach Lab content team.",
  },
  sections: [
    {
      paragraphs: [
        "Sleep is when the body recovers and the brain sorts and stores what happened during the day. Most of us know we should get more of it, but far fewer know what actually helps. The infographic below brings together well-established guidance on how sleep works and the everyday habits that make a good night more likely.",
      ],
    },
    {
      heading: "How much sleep do you need?",
      paragraphs: [
        "Most adults need 7 or more hours of sleep a night to feel and function at their best. Children and teenagers need more than adults, and the amount varies from person to person.",
        "Regularly sleeping less than you need affects concentration, mood and reaction times, and long-term sleep loss is linked to a range of health problems. A lie-in at the weekend does not fully make up for short nights during the week.",
      ],
    },
    {
      heading: "Your body clock",
      paragraphs: [
        "Sleep is timed by the body's internal clock, known as the circadian rhythm, which runs on a cycle of roughly a day and is set mainly by light. As evening falls, the body releases more melatonin, the hormone that tells you it is time to sleep.",
        "Bright daylight, especially in the morning, helps keep the clock on time. Bright light and screens late in the evening can push it later, making it harder to fall asleep.",
      ],
    },
    {
      heading: "What happens while you sleep",
      paragraphs: [
        "A night's sleep is not one long, even stretch. You pass through cycles of light sleep, deep sleep and REM (rapid eye movement) sleep, repeating several times a night. Each cycle lasts roughly 90 minutes.",
        "Deep sleep is most important for physical recovery, while REM sleep, when most vivid dreaming happens, plays a part in memory and learning. Waking briefly between cycles is normal, and most people do not remember it.",
      ],
    },
    {
      heading: "A bedroom made for sleep",
      paragraphs: [
        "Keep your bedroom cool, dark and quiet, and use your bed for sleep rather than work or scrolling. Blackout curtains, an eye mask or earplugs can help if light or noise are a problem.",
        "If you cannot get to sleep, get up and do something calm in dim light until you feel sleepy, rather than lying awake watching the clock. If poor sleep carries on for weeks or affects your daily life, speak to your GP. This infographic is general information, not medical advice.",
      ],
    },
    {
      heading: "Want content like this for your site?",
      paragraphs: [
        "This page is a sample of the infographics our content team produces: well-researched, clearly designed and easy for publishers to share with their readers. A good infographic earns coverage and links long after it is published. If you would like one for your brand, [commission an infographic](/services/infographic-creation) from our team.",
      ],
    },
  ],
};

export default sleepInfographic;
