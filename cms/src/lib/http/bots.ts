/**
 * Programs that are not a visitor, by User-Agent: crawlers, link previews, headless browsers, test and audit tools,
 * HTTP libraries. A request without a User-Agent counts as one. Used where only people count: the visitors' speed
 * report (src/api/kecepatan, ADR 122).
 */
const BOT_AGENT =
  /bot|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|headless|lighthouse|pagespeed|gtmetrix|pingdom|uptime|monitor|curl|wget|python|java\/|go-http|okhttp|node-fetch|undici|axios|httpclient|libwww|phantomjs|selenium|puppeteer|playwright/i;

export function isBotAgent(userAgent: string | undefined): boolean {
  return !userAgent || BOT_AGENT.test(userAgent);
}
