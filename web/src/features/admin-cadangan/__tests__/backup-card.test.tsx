import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { BackupStatus } from '@hmrpl/contract';
import { renderRoute } from '@/testing/render';
import { server } from '@/testing/msw/server';
import { db, signInAsAdmin } from '@/testing/msw/db';
import { offsiteTooOld } from '../api/admin-cadangan';

const HOUR = 60 * 60 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

async function openCard() {
  signInAsAdmin();
  renderRoute('/admin');
  const card = await screen.findByRole('article', { name: 'Cadangan Data' });
  await within(card).findByText(/^Cadangan (berikutnya|terjadwal tidak berjalan)/);
  return card;
}

describe('the dashboard backup card (GET /api/admin/cadangan)', () => {
  it('ok: last night’s backup, copied to the bucket, the next run; no warning', async () => {
    const card = await openCard();
    expect(within(card).getByText('Aman')).toBeInTheDocument();
    expect(within(card).getByText(/^Cadangan terakhir: \d+ \w+ \d{4} 02\.00 WIB \(178,7 MB\)$/)).toBeInTheDocument();
    expect(
      within(card).getByText('Tersalin ke luar server: s3.example-cloud.id/hmrpl-cadangan/situs'),
    ).toBeInTheDocument();
    expect(within(card).getByText(/^Cadangan berikutnya: \d+ \w+ \d{4} 02\.00 WIB$/)).toBeInTheDocument();
    expect(screen.queryByText(/^Peringatan:/)).not.toBeInTheDocument();
  });

  it('copy failed: the server’s line, where the last good copy is, and a warning after 48 hours', async () => {
    const now = Date.now();
    db.backup = {
      ...db.backup,
      last: { at: iso(now - 3 * HOUR), size_bytes: 5 * 1024 * 1024, ok: true, offsite: false },
      problems: [
        'Bucket s3.example-cloud.id/hmrpl-cadangan/situs penuh (QuotaExceeded): kuota penyimpanannya habis. Kosongkan atau tambah kuotanya; cadangan di server ini tetap disimpan.',
      ],
      offsite_at: iso(now - 50 * HOUR),
    };
    const card = await openCard();
    expect(within(card).getByText('Salinan gagal')).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Masalah cadangan' })).toHaveTextContent(
      'Bucket s3.example-cloud.id/hmrpl-cadangan/situs penuh (QuotaExceeded)',
    );
    expect(
      within(card).getByText(
        /^Belum tersalin ke luar server: s3\.example-cloud\.id\/hmrpl-cadangan\/situs \(salinan terakhir/,
      ),
    ).toBeInTheDocument();
    const warning = screen.getByRole('alert');
    expect(warning).toHaveTextContent(
      /^Peringatan: salinan cadangan di luar server terakhir dibuat .* WIB, lebih dari 48 jam yang lalu\./,
    );
  });

  it('no key: scheduled backups are off, and the card says which setting is missing', async () => {
    db.backup = {
      last: null,
      next_at: null,
      offsite_target: null,
      off_reason: 'tanpa-kunci',
      problems: [
        'Cadangan terjadwal mati: kunci enkripsi BACKUP_AGE_RECIPIENT belum diatur di server (README, "Backup and restore").',
      ],
      last_good_at: null,
      offsite_at: null,
    };
    const card = await openCard();
    expect(within(card).getByText('Mati')).toBeInTheDocument();
    expect(within(card).getByText(/BACKUP_AGE_RECIPIENT belum diatur/)).toBeInTheDocument();
    expect(
      within(card).getByText('Cadangan terjadwal tidak berjalan sampai pengelola server memperbaikinya.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Peringatan:/)).not.toBeInTheDocument();
  });

  it('a failed run: when, why, and the last good backup; no copy off the server ever is a warning', async () => {
    const now = Date.now();
    db.backup = {
      last: { at: iso(now - HOUR), size_bytes: 0, ok: false, offsite: false },
      next_at: iso(now + 23 * HOUR),
      offsite_target: null,
      off_reason: null,
      problems: [
        'Disk server penuh: arsip cadangan tidak bisa ditulis (ENOSPC). Kosongkan ruang disk; cadangan lama tetap disimpan.',
      ],
      last_good_at: iso(now - 25 * HOUR),
      offsite_at: null,
    };
    const card = await openCard();
    expect(within(card).getByText('Gagal')).toBeInTheDocument();
    expect(
      within(card).getByText(/^Cadangan terakhir gagal: .* WIB\. Cadangan baik terakhir: .* WIB\.$/),
    ).toBeInTheDocument();
    expect(within(card).getByText(/Disk server penuh/)).toBeInTheDocument();
    expect(within(card).getByText(/belum diatur \(BACKUP_S3_BUCKET\)/)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Peringatan: belum ada salinan cadangan di luar server ini.');
  });

  it('says it is loading, and offers to ask again when the status cannot be read', async () => {
    let fail = true;
    server.use(
      http.get('/api/admin/cadangan', async () => {
        await delay(50);
        return fail ? HttpResponse.json({ message: 'Terjadi kesalahan pada server' }, { status: 500 }) : undefined;
      }),
    );
    signInAsAdmin();
    const { user } = renderRoute('/admin');
    const card = await screen.findByRole('article', { name: 'Cadangan Data' });
    expect(within(card).getByText('Memuat status cadangan...')).toBeInTheDocument();
    expect(await within(card).findByText('Gagal memuat status cadangan.')).toBeInTheDocument();
    fail = false;
    await user.click(within(card).getByRole('button', { name: 'Coba lagi' }));
    expect(await within(card).findByText('Aman')).toBeInTheDocument();
  });
});

describe('offsiteTooOld', () => {
  const base: BackupStatus = {
    last: { at: '2027-03-01T19:00:00.000Z', size_bytes: 1, ok: true, offsite: true },
    next_at: null,
    offsite_target: 'x',
    off_reason: null,
    problems: [],
    last_good_at: null,
    offsite_at: '2027-03-01T19:00:00.000Z',
  };
  const at = Date.parse('2027-03-01T19:00:00.000Z');
  it('warns after 48 hours, not at 48; never before the first run; always when no copy exists', () => {
    expect(offsiteTooOld(base, at + 48 * HOUR)).toBe(false);
    expect(offsiteTooOld(base, at + 48 * HOUR + 1)).toBe(true);
    expect(offsiteTooOld({ ...base, last: null, offsite_at: null }, at)).toBe(false);
    expect(offsiteTooOld({ ...base, offsite_at: null }, at)).toBe(true);
  });
});
