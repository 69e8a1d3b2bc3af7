/**
 * The content that changes with the cabinet, on a database that has none yet (a new site, or an upgrade from when it
 * lived in code): the site settings from the last build's `VITE_*` values, and the founding cabinet
 * (lib/content/founding-cabinet.ts, art in ./founding-art.ts) with, under SEED_DEMO, its demo members. Each part runs
 * only when its table is empty: nothing the association wrote is ever changed. See ADR 039 and ADR 040.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Core } from '@strapi/strapi';
import type { SiteSettings, SiteSettingsField } from '@hmrpl/contract';
import { DEFAULT_SITE_LINKS, DEMO_MEMBERS, FOUNDING_CABINET } from '../lib/content/founding-cabinet';
import { isCalendarEmbed, isHttpsUrl } from '../lib/content/addresses';
import { resolveWebDist } from '../front/pages/spa-files';
import { serviceOf } from '../lib/strapi/documents';
import type { IncomingFile } from '../lib/uploads/store';
import { FOUNDING_CHART_SVG, FOUNDING_LOGO_SVG, portraitSvg } from './founding-art';

const KABINET = 'api::kabinet.kabinet';

/** The build settings the links came from, and the setting each one becomes. */
const FROM_BUILD_SETTINGS: Array<[string, SiteSettingsField]> = [
  ['VITE_INSTAGRAM_URL', 'instagram_url'],
  ['VITE_LINKEDIN_URL', 'linkedin_url'],
  ['VITE_YOUTUBE_URL', 'youtube_url'],
  ['VITE_CALENDAR_SRC', 'calendar_src'],
  ['VITE_PROGRAM_URL', 'program_url'],
  ['VITE_BPA_URL', 'bpa_url'],
];

/** `KEY=value` lines of a dotenv file (quotes removed, comments skipped); {} when there is none. */
function readDotenv(file: string): Record<string, string> {
  if (!existsSync(file)) return {};
  const out: Record<string, string> = {};
  for (const raw of readFileSync(file, 'utf8').split('\n')) {
    const line = raw.trim();
    const eq = line.indexOf('=');
    if (!line || line.startsWith('#') || eq <= 0) continue;
    let value = line.slice(eq + 1).trim();
    if (value.length >= 2 && (value[0] === '"' || value[0] === "'") && value.endsWith(value[0]))
      value = value.slice(1, -1);
    out[line.slice(0, eq).trim()] = value;
  }
  return out;
}

/**
 * The links as the last build showed them: a `VITE_*` setting (the process environment first, then web/.env files
 * in Vite's order for a production build) when it was an https address, else the default. An empty setting meant
 * "no link" then, and still does.
 */
function linksFromBuildSettings(webRoot: string, env: NodeJS.ProcessEnv = process.env): SiteSettings {
  const files = ['.env', '.env.local', '.env.production', '.env.production.local'].map((name) =>
    readDotenv(path.join(webRoot, name)),
  );
  const merged: Record<string, string | undefined> = Object.assign({}, ...files);
  const settings: SiteSettings = { ...DEFAULT_SITE_LINKS };
  for (const [name, field] of FROM_BUILD_SETTINGS) {
    const value = env[name] ?? merged[name];
    if (value === undefined) continue;
    const clean = value.trim();
    const valid = field === 'calendar_src' ? isCalendarEmbed(clean) : isHttpsUrl(clean);
    settings[field] = clean === '' ? null : valid ? clean : settings[field];
  }
  return settings;
}

/** Renders an SVG at `scale` times its size and describes the file as an upload would. */
async function rendered(dir: string, name: string, svg: string, scale: number, format: 'png' | 'webp' | 'jpeg') {
  const image = sharp(Buffer.from(svg), { density: 72 * scale });
  const buffer =
    format === 'png'
      ? await image.png({ compressionLevel: 9, palette: true }).toBuffer()
      : format === 'webp'
        ? await image.webp({ quality: 90 }).toBuffer()
        : await image.jpeg({ quality: 85 }).toBuffer();
  const filepath = path.join(dir, `${name}.${format}`);
  await writeFile(filepath, buffer);
  const file: IncomingFile = {
    filepath,
    originalFilename: path.basename(filepath),
    mimetype: `image/${format}`,
    size: buffer.length,
  };
  return file;
}

const seedDemo = () => (process.env.SEED_DEMO ?? '').trim().toLowerCase() !== 'false';

/** Creates the founding cabinet (active) with its structure, and its demo members when SEED_DEMO is on. */
async function createFoundingCabinet(strapi: Core.Strapi, dir: string) {
  const kabinet = serviceOf(strapi, 'api::kabinet.kabinet');
  const founding = FOUNDING_CABINET;
  const created = await kabinet.create(
    {
      name: founding.name,
      period: founding.period,
      tagline: founding.tagline,
      name_meaning: founding.name_meaning,
      vision: founding.vision,
      missions: JSON.stringify(founding.missions),
      structure_alt: founding.structure_alt,
      // the demo people's portraits are designed cards with the name and post drawn on (./founding-art.ts)
      designed_cards: seedDemo() ? 'true' : 'false',
    },
    {
      logo: [await rendered(dir, 'logo', FOUNDING_LOGO_SVG, 2, 'png')],
      structure: [await rendered(dir, 'struktur', FOUNDING_CHART_SVG, 2, 'png')],
    },
  );
  let withStructure;
  try {
    withStructure = await kabinet.saveStructure(created.id, {
      departments: founding.departments.map((d) => ({
        name: d.name,
        divisions: d.divisions.map((name) => ({ name })),
      })),
    });
    await kabinet.activate(created.id);
  } catch (error) {
    // all or nothing: the next start tries again on an empty table
    await kabinet.remove(created.id).catch(() => undefined);
    throw error;
  }
  if (!seedDemo()) return { members: 0 };

  const anggota = serviceOf(strapi, 'api::anggota.anggota');
  let count = 0;
  for (const [index, person] of DEMO_MEMBERS.entries()) {
    const department = withStructure.departments.find((d) => d.name === person.department);
    const division = department?.divisions.find((d) => d.name === person.division);
    if (!department || (person.division && !division)) continue;
    const portrait = await rendered(
      dir,
      `anggota-${index + 1}`,
      portraitSvg(person.nama, person.jabatan, index + 1),
      2,
      'jpeg',
    );
    await anggota.create(
      {
        kabinet_id: String(created.id),
        department_id: String(department.id),
        division_id: division ? String(division.id) : '',
        nama: person.nama,
        jabatan: person.jabatan,
        is_head: person.is_head ? 'true' : 'false',
      },
      [portrait],
    );
    count += 1;
  }
  return { members: count };
}

/**
 * An upgrade from before a cabinet knew whether it was ever active (ADR 062): when none says so yet, the active one
 * and those of an earlier period were the archive visitors saw, and stay public; a later one (being prepared) stays
 * private until it is activated. Once any cabinet carries `activated_at`, this does nothing: activation keeps it.
 */
async function markFormerCabinets(strapi: Core.Strapi): Promise<void> {
  const rows = strapi.db.query(KABINET);
  if ((await rows.count({ where: { activated_at: { $notNull: true } } })) > 0) return;
  const active = (await rows.findOne({ where: { active: true }, select: ['id', 'period'] })) as {
    period?: string | null;
  } | null;
  if (!active?.period) return;
  const marked = await rows.updateMany({
    where: { $or: [{ active: true }, { period: { $lt: active.period } }], activated_at: { $null: true } },
    data: { activated_at: new Date().toISOString() },
  });
  strapi.log.info(`Cabinets: ${marked.count} marked as public (the active one and the earlier ones).`);
}

/** Each part only when its table is empty. A failure is logged and the site starts anyway: the next start tries again. */
export async function ensureSiteContent(strapi: Core.Strapi): Promise<void> {
  const started = Date.now();
  try {
    const webRoot = path.dirname(
      resolveWebDist(strapi.config.get<string>('server.hmrpl.webDist', ''), strapi.dirs.app.root),
    );
    if (await serviceOf(strapi, 'api::pengaturan.pengaturan').ensure(linksFromBuildSettings(webRoot)))
      strapi.log.info(
        'Site settings created (links from the last build settings, else the defaults); edit them in /admin/pengaturan.',
      );
  } catch (error) {
    strapi.log.error(`Site settings could not be created: ${(error as Error).stack ?? error}`);
  }

  if ((await strapi.documents(KABINET).count({})) > 0) {
    await markFormerCabinets(strapi);
    return;
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'hmrpl-cabinet-'));
  try {
    const { members } = await createFoundingCabinet(strapi, dir);
    strapi.log.info(
      `Cabinet ${FOUNDING_CABINET.name} ${FOUNDING_CABINET.period} created in ${Date.now() - started} ms` +
        (members ? ` with ${members} demo members (SEED_DEMO=false leaves them out)` : '') +
        '; the next cabinet is made in /admin/kabinet.',
    );
  } catch (error) {
    // e.g. another process made it at the same moment (its slug is taken): the next start looks again
    strapi.log.error(`The founding cabinet could not be created: ${(error as Error).stack ?? error}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
