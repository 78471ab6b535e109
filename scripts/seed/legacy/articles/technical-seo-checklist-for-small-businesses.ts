import type { LegacyArticle } from "../types";

const article: LegacyArticle = {
  url: "technical-seo-checklist-for-small-businesses",
  title: "A Technical SEO Checklist for Small Businesses",
  category: "SEO",
  order: 2,
  metaTitle: "Technical SEO Checklist for Small Businesses",
  metaDescription:
    "A plain-English technical SEO checklist for small business sites: crawling, indexing, redirects, speed, mobile, HTTPS and structured data.",
  thumbnail: "technical-seo-checklist-for-small-businesses.svg",
  datePublished: "2023-03-14",
  description: [
    {
      type: "paragraph",
      content: [
        "Technical SEO is the groundwork that lets search engines find, crawl, understand and index your pages. It is not glamorous, and most of it is invisible to your customers, but if it is wrong, the content you write and the links you earn will not do the job you are paying for.",
        "The good news for a small business is that a typical site of a few dozen pages does not need an enterprise audit. It needs someone to work through a short list of checks carefully, fix what turns up and look again every few months. This is the checklist we start with.",
      ],
    },
    {
      type: "paragraph",
      title: "1. Set up Google Search Console first",
      content: [
        "Before anything else, verify your site in Google Search Console. It is free, it shows you how Google sees your site, and most of the checks below start there. Verify the domain property rather than a single URL prefix, so that http, https, www and non-www versions are all covered.",
        "Once it is verified, submit your XML sitemap and open the Pages report. It lists which URLs are indexed and, just as usefully, which are not and why: blocked by robots.txt, marked noindex, treated as a duplicate, redirected or returning an error. Bing Webmaster Tools offers similar reports and takes a few minutes to add.",
      ],
    },
    {
      type: "paragraph",
      title: "2. Make sure your pages can be crawled",
      content: [
        "Open yoursite.co.uk/robots.txt and read it. It should be short. Look for any Disallow line that blocks pages or folders you want in search results; a leftover rule from a development site is one of the most common reasons a new site does not appear at all.",
        "Next, check for stray noindex tags. Many website builders and plugins have a 'discourage search engines' setting that is switched on while a site is built and forgotten at launch. Finally, make sure every important page is linked from somewhere else on the site. A page that nothing links to, an orphan page, is hard for search engines to find and tends to be treated as unimportant.",
      ],
    },
    {
      type: "image",
      url: "technical-seo-checklist-for-small-businesses.svg",
      alt: "A checklist on a clipboard with five ticked items labelled Crawl, Index, Redirects, Speed and HTTPS",
    },
    {
      type: "paragraph",
      title: "3. Tidy up indexing and duplicate pages",
      content: [
        "Your site should resolve to one version only. Type the http, https, www and non-www addresses into your browser; all of them should end up at the same https address through a single redirect. The same goes for trailing slashes and capital letters in URLs.",
        "Where near-identical pages have to exist, such as product variants or filtered category pages, use a canonical tag to tell search engines which version you want indexed. Keep your XML sitemap clean as well: it should list only live, canonical pages that return a 200 status, not redirects, errors or pages you have set to noindex.",
      ],
    },
    {
      type: "paragraph",
      title: "4. Fix broken links and redirect chains",
      content: [
        "Run a crawl with a desktop crawler or an online audit tool and export every URL that returns a 404 error. Internal links pointing to missing pages waste your visitors' time and the value passed through those links. Update the links, or redirect the old address to the closest relevant page with a permanent 301 redirect.",
        "Watch for chains, where one redirect leads to another and then another. They build up after each redesign. Point every old URL straight at its final destination. If you are planning a new website, map every old URL to a new one before launch; skipping this step is how established businesses lose rankings overnight.",
      ],
    },
    {
      type: "paragraph",
      title: "5. Check speed and mobile usability",
      content: [
        "Google indexes the mobile version of your site, so judge it on a phone first. Text should be readable without zooming, buttons should be easy to tap, and nothing should spill off the side of the screen.",
        "Run your key pages through PageSpeed Insights and look at the Core Web Vitals section of Search Console. On small business sites the usual culprits are oversized images, too many plugins, heavy sliders and cheap hosting. Compress and resize images before uploading them, remove plugins you no longer use and ask your host what caching they provide. You do not need a perfect score; you need pages that load quickly and do not jump about as they load.",
      ],
    },
    {
      type: "paragraph",
      title: "6. Secure the site and add structured data",
      content: [
        "Every page should load over HTTPS with a valid certificate and no mixed-content warnings, which happen when a secure page pulls in an image or script over plain http. Browsers flag insecure pages to visitors, and that costs you enquiries long before it costs you rankings.",
        "Structured data helps search engines read key facts from your pages. For a local business, LocalBusiness markup with your name, address, phone number and opening hours is a sensible start; add Product, FAQ or Article markup where it genuinely matches the page. Test it with Google's Rich Results Test, and make sure the details match your Google Business Profile exactly.",
      ],
    },
    {
      type: "paragraph",
      title: "How often should you run through the list?",
      content: [
        "Work through the full checklist once, then repeat it every quarter and after any significant change: a redesign, a new plugin, a change of host or a batch of new pages. In between, glance at Search Console once a week; it will email you about many problems, but only if someone reads the emails.",
        "If you would rather hand it over, our [SEO packages](/services/seo-packages) start with a strategy in the first 30 days and combine keyword targeting with content and link building; from package 2 they also include a link profile review and an analytics review.",
      ],
    },
  ],
};

export default article;
