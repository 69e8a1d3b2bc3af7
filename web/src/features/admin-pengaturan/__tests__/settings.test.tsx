import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
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
    await user.type(instagram, 'http://instagram.com/hmrpl');
    await user.click(screen.getByRole('button', { name: 'Simpan Pengaturan' }));
    expect(await screen.findByText('Alamat harus diawali https://.', { selector: 'p[id]' })).toBeInTheDocument();
    expect(screen.getByLabelText('Instagram')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Gagal menyimpan pengaturan.')).toBeInTheDocument();
    expect(db.settings).toEqual(before);
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
});
