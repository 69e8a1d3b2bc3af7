/**
 * Demo content for a fresh site, so every page has something to show: news, gallery, activities (with some of the
 * gallery's photos), a recruitment poster, the three awarding images, a few aspirations, approved achievements, a
 * sample AD/ART (a PDF drawn here with pdf-lib: demo/dokumen.ts) and the active cabinet's programs of work (linked to
 * some of the activities and news).
 *
 * - Runs at every boot unless SEED_DEMO=false, and only fills a content type that is EMPTY (each type is
 *   checked on its own): it never seeds twice and never overwrites what the association wrote.
 * - Goes through the same services as the admin's uploads, so files are validated, stored under random
 *   names in the media library and get their responsive formats.
 * - Pictures are drawn here (SVG rendered by sharp): nothing is downloaded.
 * - If one part fails, what was already seeded stays and the next boot fills only the types still empty.
 * Also makes sure the upload plugin's responsive formats are on (every boot, whatever SEED_DEMO says).
 */
import { mkdtemp, rm } from 'fs/promises';
import { tmpdir } from 'os';
import path from 'path';
import type { Core } from '@strapi/strapi';
import type { AwardingField } from '@hmrpl/contract';
import { ensureUploadSettings, type IncomingFile } from '../lib/uploads/store';
import { backdate } from '../lib/strapi/backdate';
import { serviceOf } from '../lib/strapi/documents';
import { DEMO_NEWS } from './demo/news';
import { DEMO_ASPIRATIONS, DEMO_AWARDING, DEMO_AWARDING_PERIODE, DEMO_GALLERY } from './demo/gallery';
import { DEMO_ACTIVITIES, demoTime } from './demo/kegiatan';
import { DEMO_PROGRAMS } from './demo/proker';
import { DEMO_PRESTASI } from './demo/prestasi';
import { bannerSvg, renderSvg } from './demo/images';
import { DEMO_DOKUMEN, writeSampleAdArt } from './demo/dokumen';

const ASSOCIATION = 'HMRPL Telkom University · Kabinet SYVELTA';

interface SeedReport {
  berita: number;
  galeri: number;
  kegiatan: number;
  rekrutmen: number;
  awarding: number;
  aspirasi: number;
  dokumen: number;
  proker: number;
  prestasi: number;
  ms: number;
}

export async function seedDemoContent(strapi: Core.Strapi): Promise<SeedReport | null> {
  await ensureUploadSettings(strapi);
  if ((process.env.SEED_DEMO ?? '').trim().toLowerCase() === 'false') return null;

  const started = Date.now();
  const workDir = await mkdtemp(path.join(tmpdir(), 'hmrpl-seed-'));
  let counter = 0;
  /** Draws one picture into the work dir and describes it as an upload would. */
  // JPEG by default: sharp encodes it several times faster than WebP or PNG, which keeps the seed quick; the
  // poster (PNG) and the awarding cards (WebP) cover the other two accepted types.
  const picture = async (
    options: Parameters<typeof bannerSvg>[0],
    ext: '.jpg' | '.png' | '.webp' = '.jpg',
  ): Promise<IncomingFile> => {
    const filepath = path.join(workDir, `seed-${++counter}${ext}`);
    const size = await renderSvg(bannerSvg(options), filepath);
    const mimetype = ext === '.png' ? 'image/png' : ext === '.webp' ? 'image/webp' : 'image/jpeg';
    return { filepath, originalFilename: path.basename(filepath), mimetype, size };
  };

  const report: SeedReport = {
    berita: 0,
    galeri: 0,
    kegiatan: 0,
    rekrutmen: 0,
    awarding: 0,
    aspirasi: 0,
    dokumen: 0,
    proker: 0,
    prestasi: 0,
    ms: 0,
  };

  const seedBerita = async () => {
    if ((await strapi.documents('api::berita.berita').count({})) > 0) return;
    const service = serviceOf(strapi, 'api::berita.berita');
    for (const [index, item] of DEMO_NEWS.entries()) {
      const image = await picture({
        width: 1200,
        height: 675,
        title: item.title,
        kicker: item.kicker,
        footer: ASSOCIATION,
        variant: index,
      });
      const created = await service.create({ title: item.title, content: item.content }, [image]);
      await backdate(strapi, 'api::berita.berita', created.id, new Date(item.date));
      report.berita += 1;
    }
  };

  const seedGaleri = async () => {
    if ((await strapi.documents('api::galeri.galeri').count({})) > 0) return;
    const service = serviceOf(strapi, 'api::galeri.galeri');
    for (const [index, item] of DEMO_GALLERY.entries()) {
      const landscape = index % 3 !== 2;
      const image = await picture({
        width: landscape ? 1200 : 900,
        height: landscape ? 800 : 1200,
        title: item.caption,
        kicker: 'Galeri Kegiatan',
        footer: ASSOCIATION,
        variant: index + 3,
      });
      const [created] = await service.upload([image], [item.caption]);
      await backdate(strapi, 'api::galeri.galeri', created.id, new Date(item.date));
      report.galeri += 1;
    }
  };

  // after the gallery: an activity's photos are seeded gallery pictures, found by caption
  const seedKegiatan = async () => {
    if ((await strapi.documents('api::kegiatan.kegiatan').count({})) > 0) return;
    const service = serviceOf(strapi, 'api::kegiatan.kegiatan');
    const galeri = serviceOf(strapi, 'api::galeri.galeri');
    const now = new Date();
    for (const [index, item] of DEMO_ACTIVITIES.entries()) {
      const poster = item.poster
        ? [
            await picture({
              width: 1080,
              height: 1350,
              title: item.title,
              kicker: 'Kegiatan HMRPL',
              footer: item.place,
              variant: index + 2,
            }),
          ]
        : [];
      const created = await service.create(
        {
          title: item.title,
          starts_at: demoTime(item.starts, now),
          ends_at: item.ends ? demoTime(item.ends, now) : undefined,
          place: item.place,
          summary: item.summary,
          content: item.content,
          registration_url: item.registration_url,
        },
        poster,
      );
      const photos = item.photos.length
        ? await strapi
            .documents('api::galeri.galeri')
            .findMany({ filters: { caption: { $in: item.photos } }, fields: ['caption'] })
        : [];
      for (const photo of photos) await galeri.update(Number(photo.id), { kegiatan_id: created.id });
      report.kegiatan += 1;
    }
  };

  const seedTheRest = async () => {
    if ((await strapi.documents('api::rekrutmen.rekrutmen').count({})) === 0) {
      const service = serviceOf(strapi, 'api::rekrutmen.rekrutmen');
      const poster = await picture(
        {
          width: 1080,
          height: 1350,
          title: 'Open Recruitment Staf Muda HMRPL 2025',
          kicker: 'Rekrutmen',
          footer: 'Daftar sekarang · Sync for Change!',
          variant: 1,
        },
        '.png',
      );
      await service.upload([poster]);
      report.rekrutmen += 1;
    }

    const awarding = serviceOf(strapi, 'api::awarding.awarding');
    const current = await awarding.get();
    if (!current.staff_image_path && !current.divisi_image_path && !current.departemen_image_path) {
      const files: Partial<Record<AwardingField, IncomingFile[]>> = {};
      for (const [index, slot] of DEMO_AWARDING.entries()) {
        const card = {
          width: 1080,
          height: 1080,
          title: slot.title,
          kicker: 'Awarding Agustus 2025',
          footer: slot.footer,
          variant: index + 5,
        };
        files[slot.field] = [await picture(card, '.webp')];
      }
      await awarding.update(files, DEMO_AWARDING_PERIODE);
      report.awarding = DEMO_AWARDING.length;
    }

    if ((await strapi.documents('api::aspirasi.aspirasi').count({})) === 0) {
      const service = serviceOf(strapi, 'api::aspirasi.aspirasi');
      for (const { daysAgo, status, ...item } of DEMO_ASPIRATIONS) {
        const created = await service.create(item);
        if (status !== 'baru') await service.update(created.id, { status });
        await backdate(strapi, 'api::aspirasi.aspirasi', created.id, new Date(started - daysAgo * 86_400_000));
        report.aspirasi += 1;
      }
    }

    if ((await strapi.documents('api::prestasi.prestasi').count({})) === 0) {
      const service = serviceOf(strapi, 'api::prestasi.prestasi');
      // oldest first, so the newest is also the last stored
      for (const [index, item] of [...DEMO_PRESTASI].reverse().entries()) {
        const foto = item.photo
          ? [
              await picture({
                width: 1200,
                height: 800,
                title: `${item.rank} ${item.title}`,
                kicker: 'Prestasi Mahasiswa',
                footer: item.organizer,
                variant: index + 1,
              }),
            ]
          : [];
        await service.add({
          input: {
            title: item.title,
            rank: item.rank,
            level: item.level,
            organizer: item.organizer,
            date: item.date,
            nama: item.students.map(([nama]) => nama),
            angkatan: item.students.map(([, angkatan]) => angkatan),
            summary: item.summary,
          },
          bukti: [],
          foto,
        });
        report.prestasi += 1;
      }
    }

    if ((await strapi.documents('api::dokumen.dokumen').count({})) === 0) {
      const filepath = path.join(workDir, 'contoh-ad-art.pdf');
      const size = await writeSampleAdArt(filepath);
      const file: IncomingFile = { filepath, originalFilename: 'contoh-ad-art.pdf', mimetype: 'application/pdf', size };
      // the active cabinet's (the founding cabinet is made before the demo: src/bootstrap/founding-cabinet.ts)
      const active = await strapi
        .documents('api::kabinet.kabinet')
        .findFirst({ filters: { active: { $eq: true } }, fields: ['id'] });
      const kabinet_id = active ? String(active.id) : undefined;
      await serviceOf(strapi, 'api::dokumen.dokumen').create({ ...DEMO_DOKUMEN, kabinet_id }, [file]);
      report.dokumen += 1;
    }
  };

  // after the news and the activities: a program links to them by title. The active cabinet's departments by name.
  const seedProker = async () => {
    if ((await strapi.documents('api::proker.proker').count({})) > 0) return;
    const active = await strapi
      .documents('api::kabinet.kabinet')
      .findFirst({ filters: { active: { $eq: true } }, fields: ['slug'] });
    if (!active) return;
    const departments = await strapi.documents('api::departemen.departemen').findMany({
      filters: { kabinet: { id: { $eq: active.id } } },
      fields: ['name'],
      limit: 100,
    });
    const service = serviceOf(strapi, 'api::proker.proker');
    for (const { department, kegiatan = [], berita = [], ...item } of DEMO_PROGRAMS) {
      const dept = departments.find((row) => row.name === department);
      if (!dept) continue;
      const created = await service.create({ ...item, kabinet_id: Number(active.id), department_id: Number(dept.id) });
      for (const [uid, titles] of [
        ['api::kegiatan.kegiatan', kegiatan],
        ['api::berita.berita', berita],
      ] as const) {
        if (titles.length === 0) continue;
        const rows = await strapi.documents(uid).findMany({ filters: { title: { $in: titles } }, fields: ['title'] });
        for (const row of rows)
          await strapi.documents(uid).update({ documentId: row.documentId, data: { proker: created.id } });
      }
      report.proker += 1;
    }
  };

  try {
    // Three independent streams: image work (sharp) then overlaps with database work, on two cores.
    const results = await Promise.allSettled([seedBerita(), seedGaleri().then(seedKegiatan), seedTheRest()]);
    // Demo content is never worth a site that does not start: report the failure and go on.
    for (const result of results) {
      if (result.status === 'rejected')
        strapi.log.error(`Demo content could not be seeded: ${(result.reason as Error)?.stack ?? result.reason}`);
    }
    await seedProker().catch((error: unknown) =>
      strapi.log.error(`Demo programs could not be seeded: ${(error as Error)?.stack ?? String(error)}`),
    );
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }

  report.ms = Date.now() - started;
  const seeded = Object.entries(report).filter(([key, count]) => key !== 'ms' && count > 0);
  if (seeded.length > 0) {
    strapi.log.info(
      `Demo content seeded in ${report.ms} ms: ${seeded.map(([key, count]) => `${key} ${count}`).join(', ')} (SEED_DEMO=false turns this off).`,
    );
  }
  return report;
}
