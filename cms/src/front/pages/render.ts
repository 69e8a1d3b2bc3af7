/**
 * Writes a page's head and first data into the SPA's built `index.html`.
 *
 * - The template's own `<title>` and description go; the page's head goes just before `</head>`.
 * - Every value is escaped for its place: attributes and text with `escapeHtml`, JSON (JSON-LD, page
 *   data) with `escapeJsonForScript`, so a hostile news title cannot leave its attribute or script.
 * - The page data is one `<script type="application/json" id="page-data">` object `{ swrKey: answer }`:
 *   not executed (the CSP's `script-src 'self'` allows it), read once by web/src/app/page-data.ts.
 * - The route's lazily loaded chunk (and its CSS) is preloaded from Vite's manifest (dist/.vite/manifest.json),
 *   so the page does not wait for it, nor move when it arrives; the chunks at low priority (the page is drawn
 *   already, ADR 124). A part the SPA loads after the first screen (`stylesOf`) brings its CSS alone.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { escapeHtml, escapeJsonForScript } from '../../lib/content/escape';
import { SITE_NAME, absoluteUrl, type PageContent } from './site';
import { withoutFirstTag } from '../../lib/content/strings';

const PAGE_DATA_ID = 'page-data';
export const RSS_PATH = '/rss.xml';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

let manifestCache: { file: string; mtimeMs: number; manifest: Manifest } | null = null;

function readManifest(distRoot: string): Manifest | null {
  const file = path.join(distRoot, '.vite', 'manifest.json');
  try {
    const { mtimeMs } = statSync(file);
    if (manifestCache?.file === file && manifestCache.mtimeMs === mtimeMs) return manifestCache.manifest;
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
    manifestCache = { file, mtimeMs, manifest };
    return manifest;
  } catch {
    return null;
  }
}

/** The JS files (without the entry, already loaded) and CSS files route modules need. */
function routeAssets(
  distRoot: string,
  sources: string | string[] | undefined,
): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  const manifest = sources ? readManifest(distRoot) : null;
  if (!manifest || !sources) return { scripts, styles };
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || chunk.isEntry) return;
    seen.add(key);
    scripts.push(`/${chunk.file}`);
    for (const css of chunk.css ?? []) if (!styles.includes(`/${css}`)) styles.push(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of Array.isArray(sources) ? sources : [sources]) visit(source);
  return { scripts, styles };
}

const meta = (attr: 'name' | 'property', key: string, value: string | number | null | undefined) =>
  value === null || value === undefined || value === ''
    ? ''
    : `<meta ${attr}="${key}" content="${escapeHtml(String(value))}">`;

/** The tags a page adds to the head. */
function headTags(page: PageContent, origin: string, assets: { scripts: string[]; styles: string[] }): string {
  const abs = (p: string) => absoluteUrl(origin, p);
  const canonical = page.canonicalPath ? abs(page.canonicalPath) : null;
  const image = page.image ? { ...page.image, url: abs(page.image.path) } : null;
  const tags = [
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', page.description),
    page.noindex ? '<meta name="robots" content="noindex, nofollow">' : '',
    canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}">` : '',
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(`SE-NEWS ${SITE_NAME}`)}" href="${escapeHtml(abs(RSS_PATH))}">`,
    page.calendarPath
      ? `<link rel="alternate" type="text/calendar" title="${escapeHtml(`Kegiatan ${SITE_NAME}`)}" href="${escapeHtml(abs(page.calendarPath))}">`
      : '',
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'id_ID'),
    meta('property', 'og:type', page.type),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image?.url),
    meta('property', 'og:image:width', image?.width),
    meta('property', 'og:image:height', image?.height),
    meta('property', 'og:image:alt', image?.alt),
    meta('property', 'article:published_time', page.publishedTime),
    meta('property', 'article:modified_time', page.modifiedTime),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', image?.url),
    meta('name', 'twitter:image:alt', image?.alt),
    page.preloadImage
      ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(page.preloadImage.href)}"${
          page.preloadImage.type ? ` type="${escapeHtml(page.preloadImage.type)}"` : ''
        }${
          page.preloadImage.srcset
            ? ` imagesrcset="${escapeHtml(page.preloadImage.srcset)}" imagesizes="${escapeHtml(page.preloadImage.sizes)}"`
            : ''
        }>`
      : '',
    ...assets.styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`),
    // named, not preloaded (issue 32): the page is drawn already, and the app (web/src/main.tsx) preloads them when it
    // starts, after the page has loaded
    assets.scripts.length > 0 ? `<meta name="hmrpl-modules" content="${escapeHtml(assets.scripts.join(' '))}">` : '',
    ...page.jsonLd.map(
      (item) =>
        `<script type="application/ld+json">${escapeJsonForScript(JSON.stringify({ '@context': 'https://schema.org', ...item }))}</script>`,
    ),
    page.speedPage ? `<meta name="hmrpl-kecepatan" content="${escapeHtml(page.speedPage)}">` : '',
    page.data.length > 0
      ? `<script type="application/json" id="${PAGE_DATA_ID}">${escapeJsonForScript(
          `{${page.data.map(([key, json]) => `${JSON.stringify(key)}:${json}`).join(',')}}`,
        )}</script>`
      : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The server-drawn root (./ssr.ts) in the template's empty `<div id="root">`; the template's `<noscript>` (which says
 * the site needs JavaScript) goes, since the page now reads without it.
 */
function withRoot(html: string, root: string | null): string {
  if (root === null || !html.includes(EMPTY_ROOT)) return html;
  // the template's own note goes first: the drawn page may hold notes of its own (its forms')
  const shell = withoutFirstTag(html, '<noscript>', '</noscript>');
  const at = shell.indexOf(EMPTY_ROOT);
  return `${shell.slice(0, at)}<div id="root">${root}</div>${shell.slice(at + EMPTY_ROOT.length)}`;
}

/**
 * index.html with the page's head in place of the template's title and description, and `root` (the page drawn on the
 * server, or null: the SPA draws it) in its root element.
 */
export function renderPage(
  template: string,
  page: PageContent,
  origin: string,
  distRoot: string,
  root: string | null = null,
): string {
  const isDescription = (tag: string) => tag.includes('name="description"') || tag.includes("name='description'");
  const withoutHeadDefaults = withoutFirstTag(
    withoutFirstTag(template, '<title>', '</title>'),
    '<meta',
    '>',
    isDescription,
  );
  const assets = routeAssets(distRoot, page.routeModule);
  for (const href of routeAssets(distRoot, page.stylesOf).styles)
    if (!assets.styles.includes(href)) assets.styles.push(href);
  // the template links the entry's stylesheet (the public pages' one CSS file) and preloads its chunks already
  const linked = (href: string) => template.includes(`"${href}"`);
  const tags = headTags(page, origin, {
    scripts: assets.scripts.filter((href) => !linked(href)),
    styles: assets.styles.filter((href) => !linked(href)),
  });
  const withoutDefaults = withRoot(withoutHeadDefaults, root);
  const at = withoutDefaults.search(/<\/head>/i);
  if (at < 0) return `${tags}\n${withoutDefaults}`;
  return `${withoutDefaults.slice(0, at).trimEnd()}\n    ${tags}\n  ${withoutDefaults.slice(at)}`;
}
