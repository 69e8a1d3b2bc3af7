import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '@/testing/render';
import { server } from '@/testing/msw/server';
import { db, signInAsAdmin } from '@/testing/msw/db';

describe('Pengaturan', () => {
  it("shows 'Memuat pengaturan...', then the links as they are", async () => {
    signInAsAdmin();
    server.use(
      http.get('/api/pengaturan', async () => {
        await delay(100);
        return undefined;
      }),
    );
    renderRoute('/admin/pengaturan');
    expect(await screen.findByText('Memuat pengaturan...')).toBeInTheDocument();
    expect(await screen.findByLabelText('Instagram')).toHaveValue(db.settings.instagram_url);
    expect(screen.getByLabelText('YouTube')).toHaveValue('');
    expect(screen.getByLabelText(/Google Calendar/)).toHaveValue(db.settings.calendar_src);
  });

  it('saves the links; the footer shows them at once, without a rebuild', async () => {
    signInAsAdmin();
    const { user } = renderRoute('/admin/pengaturan');
    const youtube = await screen.findByLabelText('YouTube');
    await user.type(youtube, 'https://www.youtube.com/@hmrpl');
    await user.type(screen.getByLabelText('Email kontak'), 'humas@hmrpl.example');
    await user.click(screen.getByRole('button', { name: 'Simpan Pengaturan' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Pengaturan berhasil disimpan!');
    expect(db.settings.youtube_url).toBe('https://www.youtube.com/@hmrpl');
    await user.click(screen.getByRole('link', { name: 'Kelola Berita' }));
    // the public site in the same app reads the same settings
    renderRoute('/');
    // the footer arrives in a chunk of its own, after the page's first screen
    const footer = (await screen.findAllByRole('contentinfo'))[0]!;
    expect(await within(footer).findByRole('link', { name: 'YouTube HMRPL (tab baru)' })).toBeInTheDocument();
  });

  it('names the field the server refuses (not https) and saves nothing', async () => {
    signInAsAdmin();
    const before = { ...db.settings };
    const { user } = renderRoute('/admin/pengaturan');
    const instagram = await screen.findByLabelText('Instagram');
    await user.clear(instagram);
    await user.type(instagram, 'ftp://instagram.com/hmrpl');
    await user.click(screen.getByRole('button', { name: 'Simpan Pengaturan' }));
    expect(await screen.findByText('Alamat harus diawali https://.', { selector: 'p[id]' })).toBeInTheDocument();
    expect(screen.getByLabelText('Instagram')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Gagal menyimpan pengaturan.')).toBeInTheDocument();
    expect(db.settings).toEqual(before);
  });

  it('a save over a newer one gets the 409 naming who and when, keeps what was typed, and loads theirs on request', async () => {
    signInAsAdmin();
    const sent: unknown[] = [];
    server.use(
      http.post('/api/admin/pengaturan', async ({ request }) => {
        sent.push(((await request.clone().json()) as { updated_at?: string }).updated_at);
        return undefined;
      }),
    );
    const loaded = db.settings.updated_at;
    const { user } = renderRoute('/admin/pengaturan');
    await user.type(await screen.findByLabelText('Email kontak'), 'saya@hmrpl.example');
    // another admin saves first (as the CMS would record it)
    db.settings = { ...db.settings, contact_email: 'sinta@hmrpl.example', updated_at: '2025-08-25T08:05:00.000Z' };
    db.audit.unshift({
      id: 998,
      at: '2025-08-25T08:05:00.000Z',
      actor: { id: 3, name: 'Sinta Pengelola' },
      action: 'pengaturan.ubah',
      target_type: 'pengaturan',
      target_id: null,
      target_title: null,
      summary: 'Kolom: contact_email',
    });
    await user.click(screen.getByRole('button', { name: 'Simpan Pengaturan' }));
    const alert = await screen.findByRole('alert');
    // 08.05 UTC is 15.05 in Jakarta
    expect(alert).toHaveTextContent(
      'Konten ini sudah diubah oleh Sinta Pengelola pada 15.05. Muat ulang untuk melihat versi terbaru.',
    );
    expect(alert).toHaveTextContent('Isian Anda masih ada di formulir ini dan belum tersimpan.');
    expect(sent).toEqual([loaded]);
    // nothing stored, nothing typed lost
    expect(db.settings.contact_email).toBe('sinta@hmrpl.example');
    expect(screen.getByLabelText('Email kontak')).toHaveValue('saya@hmrpl.example');
    // theirs, on request; a save then carries their version and goes through
    await user.click(screen.getByRole('button', { name: 'Muat versi terbaru' }));
    await waitFor(() => expect(screen.getByLabelText('Email kontak')).toHaveValue('sinta@hmrpl.example'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Simpan Pengaturan' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Pengaturan berhasil disimpan!');
    expect(sent).toEqual([loaded, '2025-08-25T08:05:00.000Z']);
    // and the same form saves again with the version its save answered (not a 409 against itself)
    await user.clear(screen.getByLabelText('Email kontak'));
    await user.type(screen.getByLabelText('Email kontak'), 'lagi@hmrpl.example');
    await user.click(screen.getByRole('button', { name: 'Simpan Pengaturan' }));
    await waitFor(() => expect(db.settings.contact_email).toBe('lagi@hmrpl.example'));
    expect(sent[2]).not.toBe('2025-08-25T08:05:00.000Z');
  });

  it('says so when the settings cannot be loaded', async () => {
    signInAsAdmin();
    server.use(
      http.get('/api/pengaturan', () =>
        HttpResponse.json({ message: 'Terjadi kesalahan pada server' }, { status: 500 }),
      ),
    );
    renderRoute('/admin/pengaturan');
    expect(await screen.findByText('Gagal memuat pengaturan. Muat ulang halaman lalu coba lagi.')).toBeInTheDocument();
  });

  it('completes what is pasted (a bare address, a Google Calendar share link) and shows it before saving', async () => {
    signInAsAdmin();
    const { user } = renderRoute('/admin/pengaturan');
    const youtube = await screen.findByLabelText('YouTube');
    await user.type(youtube, 'youtube.com/@hmrpl');
    await user.tab();
    expect(youtube).toHaveValue('https://youtube.com/@hmrpl');
    expect(screen.getByText('Dilengkapi menjadi https://youtube.com/@hmrpl')).toBeInTheDocument();
    const calendar = screen.getByLabelText(/Google Calendar/);
    await user.clear(calendar);
    const cid = btoa('hmrpl.kalender@group.calendar.google.com').replace(/=+$/, '');
    await user.type(calendar, `https://calendar.google.com/calendar/u/0?cid=${cid}`);
    await user.tab();
    const embed = 'https://calendar.google.com/calendar/embed?src=hmrpl.kalender%40group.calendar.google.com';
    expect(calendar).toHaveValue(embed);
    // nothing was saved yet: the admin sees the value first
    expect(db.settings.youtube_url).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Simpan Pengaturan' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Pengaturan berhasil disimpan!');
    expect(db.settings).toMatchObject({ youtube_url: 'https://youtube.com/@hmrpl', calendar_src: embed });
  });

  it("confirms beside the button; a refused field's message goes as soon as the field is changed", async () => {
    signInAsAdmin();
    const { user } = renderRoute('/admin/pengaturan');
    const instagram = await screen.findByLabelText('Instagram');
    await user.clear(instagram);
    await user.type(instagram, 'ftp://instagram.com/hmrpl');
    const save = screen.getByRole('button', { name: 'Simpan Pengaturan' });
    await user.click(save);
    expect(await screen.findByText('Alamat harus diawali https://.', { selector: 'p[id]' })).toBeInTheDocument();
    // the result is in the buttons' row, in a live region that was there before it
    const actions = save.parentElement!;
    expect(within(actions).getByRole('alert')).toHaveTextContent('Gagal menyimpan pengaturan.');
    await user.clear(instagram);
    await user.type(instagram, 'https://www.instagram.com/hmrpl/');
    expect(screen.queryByText('Alamat harus diawali https://.', { selector: 'p[id]' })).not.toBeInTheDocument();
    expect(instagram).not.toHaveAttribute('aria-invalid');
    await user.click(save);
    expect(await within(actions).findByRole('status')).toHaveTextContent('Pengaturan berhasil disimpan!');
    expect(within(actions).getByRole('status').closest('[aria-live="polite"]')).not.toBeNull();
  });

  it("reads past the browser's HTTP cache (a public read may carry a CDN's lifetime)", async () => {
    signInAsAdmin();
    const modes: string[] = [];
    server.use(
      http.get('/api/pengaturan', ({ request }) => {
        modes.push(request.cache);
        return undefined;
      }),
    );
    renderRoute('/admin/pengaturan');
    await screen.findByLabelText('Instagram');
    expect(modes).toContain('no-cache');
  });
});
