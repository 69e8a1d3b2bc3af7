/**
 * Certificates (sertifikat) on the public side: the read of one certificate by its code and its page,
 * /sertifikat/{kode}, which shows the name, the activity and its day and nothing else (noindex: a person's name; not in
 * the sitemap). A code that cannot be one is answered 404 by one shared cache key; real codes are 22 random
 * characters, so neither the read nor the page tells anything to someone guessing. See ADR 105, ADR 022, ADR 055.
 */
import type { Core } from '@strapi/strapi';
import type { PublicCertificate } from '@hmrpl/contract';
import { HttpError } from '../../lib/http/errors';
import { serviceOf } from '../../lib/strapi/documents';
import { isCertificateCode } from '../../api/sertifikat/rules/texts';
import { notFoundPage, plain, titled, type PageContent, type SiteFacts } from '../pages/site';
import { api, type SegmentParser } from '../edge/reads';
import { siteType } from '../declare';

const CERTIFICATE_MODULE = 'src/features/sertifikat/routes/certificate.tsx';
const CERTIFICATE_PREFIX = '/sertifikat/';

/** The SWR key of GET /api/sertifikat/{kode} (web/src/features/sertifikat/routes/certificate.tsx). */
export const certificateKey = (kode: string) => `/api/sertifikat/${encodeURIComponent(kode)}`;
const certificatePath = (kode: string) => `${CERTIFICATE_PREFIX}${encodeURIComponent(kode)}`;

/** A code as issued, or null (every other segment shares one key: one cached 404). */
const codeParam: SegmentParser = (segment) => (isCertificateCode(segment) ? segment : null);

const MONTHS = 'Januari Februari Maret April Mei Juni Juli Agustus September Oktober November Desember'.split(' ');
/** `2030-03-04` -> `4 Maret 2030` */
const longDay = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[month! - 1]} ${year}`;
};

async function certificatePage(strapi: Core.Strapi, site: SiteFacts, kode: string): Promise<PageContent> {
  let item: PublicCertificate;
  try {
    item = await serviceOf(strapi, 'api::sertifikat.sertifikat').publicByCode(kode);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return notFoundPage(site);
    throw error;
  }
  return plain({
    title: titled(`Sertifikat ${item.nama}`),
    description: `Sertifikat ${item.nama} sebagai peserta ${item.kegiatan.title}, ${longDay(item.date)}.`,
    canonicalPath: certificatePath(kode),
    // a person's name: found by its link, never by a search engine
    noindex: true,
    data: [[certificateKey(kode), JSON.stringify(item)]],
    routeModule: CERTIFICATE_MODULE,
  });
}

export const sertifikat = siteType({
  // the page shows the activity's title and day: an edit of the activity moves it too
  sources: ['api::sertifikat.sertifikat', 'api::kegiatan.kegiatan'],
  unseen: {
    'api::sertifikat.sertifikat-templat':
      'the certificate template and its sending job: only the admin area reads them',
  },
  reads: [api('/api/sertifikat/:kode', {}, { params: { kode: codeParam } })],
  pages: [
    {
      name: 'certificate',
      path: '/sertifikat/:kode',
      params: { kode: codeParam },
      routeModule: CERTIFICATE_MODULE,
      content: ({ strapi, site, slug }) => certificatePage(strapi, site, slug),
      sitemap: { none: 'a certificate names a person: it is reached by its link (QR) only, never listed' },
    },
  ],
});
