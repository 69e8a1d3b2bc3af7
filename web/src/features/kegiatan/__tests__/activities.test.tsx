import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { vi } from 'vitest';
import { db } from '@/testing/msw/db';
import { server } from '@/testing/msw/server';
import { renderRoute } from '@/testing/render';
import { activityWhen, googleCalendarUrl, isUpcoming } from '../activity-time';

const region = (name: string) => screen.getByRole('region', { name });
const upcoming = () => region('Kegiatan Mendatang');
const past = () => region('Kegiatan Sebelumnya');
const headings = (element: HTMLElement) =>
  within(element)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('/kegiatan', () => {
  it('shows the upcoming activities soonest first, then the ended ones, then the calendar and the gallery', async () => {
    renderRoute('/kegiatan');
    await within(await screen.findByRole('region', { name: 'Kegiatan Mendatang' })).findByRole('heading', {
      name: 'Workshop React untuk Mahasiswa Baru',
    });
    expect(headings(upcoming())).toEqual(['Workshop React untuk Mahasiswa Baru', 'Open House Laboratorium RPL']);
    await within(past()).findByRole('heading', { name: 'Rapat Kerja Pengurus HMRPL' });
    expect(headings(past())).toEqual([
      'Rapat Kerja Pengurus HMRPL',
      'Malam Keakraban RPL',
      'Workshop Git dan GitHub',
      'Seminar Nasional RPL',
      'Kunjungan Industri',
      'Buka Puasa Bersama',
    ]);
    // the page's sections in order: upcoming, ended, calendar, gallery
    const sections = within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(sections).toEqual(['Kegiatan Mendatang', 'Kegiatan Sebelumnya', 'Kalender HMRPL', 'Galeri Kegiatan']);
  });

  it('gives an upcoming activity its poster, time in WIB, place, registration and add-to-calendar links', async () => {
    renderRoute('/kegiatan');
    const card = (
      await within(await screen.findByRole('region', { name: 'Kegiatan Mendatang' })).findByRole('article', {
        name: 'Workshop React untuk Mahasiswa Baru',
      })
    ).closest('article')!;
    const activity = db.activities.find((a) => a.id === 1)!;
    expect(within(card).getByRole('img', { name: 'Poster Workshop React untuk Mahasiswa Baru' })).toHaveAttribute(
      'fetchpriority',
      'high',
    );
    expect(within(card).getByText(activityWhen(activity))).toHaveAttribute('datetime', activity.starts_at);
    expect(within(card).getByText('Laboratorium Rekayasa Perangkat Lunak')).toBeInTheDocument();
    const register = within(card).getByRole('link', { name: /^Daftar/ });
    expect(register).toHaveAttribute('href', 'https://forms.example.org/workshop-react');
    expect(register).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(card).getByRole('link', { name: /Unduh \.ics/ })).toHaveAttribute(
      'href',
      '/kegiatan/workshop-react-untuk-mahasiswa-baru.ics',
    );
    const google = new URL(
      within(card)
        .getByRole('link', { name: /Google Calendar/ })
        .getAttribute('href')!,
    );
    expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(google.searchParams.get('text')).toBe('Workshop React untuk Mahasiswa Baru');
    // 09:00-12:00 WIB is 02:00-05:00 UTC
    expect(google.searchParams.get('dates')).toMatch(/^\d{8}T020000Z\/\d{8}T050000Z$/);
    expect(google.searchParams.get('ctz')).toBe('Asia/Jakarta');
    // an activity without a poster shows its date instead, and no registration button without a link
    const openHouse = within(upcoming()).getByRole('article', { name: 'Open House Laboratorium RPL' });
    expect(within(openHouse).queryByRole('img')).not.toBeInTheDocument();
    expect(within(openHouse).queryByRole('link', { name: /^Daftar/ })).not.toBeInTheDocument();
    // the feed of every activity, to subscribe to
    expect(within(upcoming()).getByRole('link', { name: 'berlangganan' }).getAttribute('href')).toMatch(
      /^webcal:\/\/[^/]+\/kegiatan\.ics$/,
    );
  });

  it('shows the ended activities with their photos, and pages through them (?page=)', async () => {
    const { user } = renderRoute('/kegiatan');
    const rapat = await within(await screen.findByRole('region', { name: 'Kegiatan Sebelumnya' })).findByRole(
      'article',
      { name: 'Rapat Kerja Pengurus HMRPL' },
    );
    expect(
      within(rapat)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['Dokumentasi kegiatan HMRPL #1', 'Dokumentasi kegiatan HMRPL #2', 'Dokumentasi kegiatan HMRPL #3']);
    const git = within(past()).getByRole('article', { name: 'Workshop Git dan GitHub' });
    expect(within(git).getByText('Belum ada foto untuk kegiatan ini.')).toBeInTheDocument();

    await user.click(within(past()).getByRole('link', { name: 'Halaman 2' }));
    await waitFor(() => expect(headings(past())).toEqual(['Hackathon Internal']));
  });

  it('opens the viewer at the clicked photo of an activity, with its caption and date', async () => {
    const { user } = renderRoute('/kegiatan');
    const rapat = await within(await screen.findByRole('region', { name: 'Kegiatan Sebelumnya' })).findByRole(
      'article',
      { name: 'Rapat Kerja Pengurus HMRPL' },
    );
    await user.click(within(rapat).getByRole('button', { name: 'Dokumentasi kegiatan HMRPL #2 (perbesar)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Penampil foto' });
    const slide = within(dialog)
      .getAllByRole('group')
      .find((group) => !group.hasAttribute('inert'))!;
    expect(slide).toHaveAttribute('aria-label', 'Foto 2 dari 3');
    expect(within(slide).getByRole('img', { name: 'Dokumentasi kegiatan HMRPL #2' })).toBeInTheDocument();
    expect(within(slide).getByText('Dokumentasi kegiatan HMRPL #2')).toBeInTheDocument();
    expect(within(slide).getByText('2 Januari 2025')).toHaveAttribute('datetime', '2025-01-02T05:00:00.000Z');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(rapat).getByRole('button', { name: 'Dokumentasi kegiatan HMRPL #2 (perbesar)' })).toHaveFocus();
  });

  it('has a loading text, an empty text and a failure text for each list', async () => {
    server.use(
      http.get('/api/kegiatan', async () => {
        await delay('infinite');
        return HttpResponse.json({ data: [] });
      }),
    );
    const first = renderRoute('/kegiatan');
    expect(await screen.findByText('Memuat kegiatan mendatang...')).toBeInTheDocument();
    expect(screen.getByText('Memuat kegiatan sebelumnya...')).toBeInTheDocument();
    first.unmount();
    server.resetHandlers();

    db.activities = [];
    const second = renderRoute('/kegiatan');
    expect(await screen.findByText('Belum ada kegiatan mendatang. Nantikan kabar berikutnya!')).toBeVisible();
    expect(await screen.findByText('Belum ada kegiatan yang selesai.')).toBeVisible();
    second.unmount();

    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('/api/kegiatan', () => HttpResponse.json({ message: 'Terjadi kesalahan pada server' }, { status: 500 })),
    );
    renderRoute('/kegiatan');
    expect(await screen.findByText('Kegiatan mendatang tidak dapat dimuat. Coba muat ulang halaman.')).toBeVisible();
    expect(await screen.findByText('Kegiatan sebelumnya tidak dapat dimuat. Coba muat ulang halaman.')).toBeVisible();
    expect(error).toHaveBeenCalledWith('Gagal mengambil kegiatan mendatang', expect.anything());
    // the calendar and the gallery are still there
    expect(screen.getByTitle('Kalender HMRPL')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Galeri Kegiatan' })).toBeInTheDocument();
  });
});

describe('/kegiatan/{slug}', () => {
  it('shows an upcoming activity: title, status, time, place, poster, registration, calendar links, description', async () => {
    renderRoute('/kegiatan/workshop-react-untuk-mahasiswa-baru');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Workshop React untuk Mahasiswa Baru' }),
    ).toBeInTheDocument();
    expect(document.title).toContain('Workshop React untuk Mahasiswa Baru');
    expect(screen.getByText('Akan datang')).toBeInTheDocument();
    const poster = screen.getByRole('img', { name: 'Poster Workshop React untuk Mahasiswa Baru' });
    expect(poster).toHaveAttribute('sizes', '(min-width: 768px) 420px, 340px');
    expect(poster).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('link', { name: /Daftar sekarang/ })).toHaveAttribute(
      'href',
      'https://forms.example.org/workshop-react',
    );
    expect(screen.getByRole('link', { name: /Unduh \.ics/ })).toHaveAttribute(
      'href',
      '/kegiatan/workshop-react-untuk-mahasiswa-baru.ics',
    );
    expect(screen.getByText(/terbuka untuk seluruh mahasiswa/)).toBeInTheDocument();
    expect(screen.getByText('Belum ada foto untuk kegiatan ini.')).toBeInTheDocument();
  });

  it('shows an ended activity with every photo and no registration button', async () => {
    db.activities.find((a) => a.id === 3)!.registration_url = 'https://forms.example.org/lama';
    renderRoute('/kegiatan/rapat-kerja-pengurus-hmrpl');
    await screen.findByRole('heading', { level: 1, name: 'Rapat Kerja Pengurus HMRPL' });
    expect(screen.getByText('Sudah berlangsung')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Daftar sekarang/ })).not.toBeInTheDocument();
    const photos = screen.getByRole('region', { name: 'Foto Kegiatan' });
    expect(within(photos).getAllByRole('button', { name: /\(perbesar\)$/ })).toHaveLength(3);
  });

  it('sanitizes the description again in the browser', async () => {
    db.activities.find((a) => a.id === 2)!.content =
      '<p>Aman</p><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">tautan</a><script>alert(1)</script>';
    renderRoute('/kegiatan/open-house-laboratorium-rpl');
    expect(await screen.findByText('Aman')).toBeInTheDocument();
    const body = screen.getByText('Aman').parentElement!;
    expect(body.innerHTML).not.toMatch(/onerror|javascript:|<script|<img/i);
  });

  it('says so when the activity does not exist', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute('/kegiatan/tidak-ada');
    expect(await screen.findByRole('heading', { name: 'Kegiatan tidak ditemukan.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke daftar kegiatan' })).toHaveAttribute('href', '/kegiatan');
  });
});

describe('activity times', () => {
  it('reads in Asia/Jakarta whatever the visitor’s zone, and knows when an activity is over', () => {
    expect(activityWhen({ starts_at: '2031-03-01T02:00:00.000Z', ends_at: '2031-03-01T05:30:00.000Z' })).toBe(
      'Sabtu, 1 Maret 2031, 09.00–12.30 WIB',
    );
    expect(activityWhen({ starts_at: '2031-03-01T06:00:00.000Z', ends_at: '2031-03-02T05:00:00.000Z' })).toBe(
      'Sabtu, 1 Maret 2031, 13.00 WIB – Minggu, 2 Maret 2031, 12.00 WIB',
    );
    expect(activityWhen({ starts_at: '2031-03-01T17:30:00.000Z', ends_at: null })).toBe(
      'Minggu, 2 Maret 2031, 00.30 WIB',
    );
    // without an end: upcoming until midnight WIB after its start
    const start = '2031-03-01T02:00:00.000Z';
    expect(isUpcoming({ starts_at: start, ends_at: null }, Date.parse('2031-03-01T16:59:00Z'))).toBe(true);
    expect(isUpcoming({ starts_at: start, ends_at: null }, Date.parse('2031-03-01T17:00:00Z'))).toBe(false);
    const url = new URL(
      googleCalendarUrl(
        { ...db.activities[1]!, starts_at: start, ends_at: null, photos: [], photo_count: 0 },
        'https://hmrpl.test/kegiatan/x',
      ),
    );
    expect(url.searchParams.get('dates')).toBe('20310301T020000Z/20310301T020000Z');
    expect(url.searchParams.get('details')).toContain('https://hmrpl.test/kegiatan/x');
  });
});
