/**
 * No silent overwrites in the news editor (ADR 087): the save sends the version the form loaded; a save over a newer
 * one gets the 409 naming who and when, keeps what was typed and offers the newer version; the editor keeps a local
 * copy of the text while typing, asks about it after a closed tab, and clears it after a save.
 */
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderRoute } from '@/testing/render';
import { server } from '@/testing/msw/server';
import { db, signInAsAdmin } from '@/testing/msw/db';
import { LONG_WAIT } from '@/testing/timeouts';

vi.mock('@/components/admin/rich-text-editor', () => import('@/testing/rich-text-editor-stub'));

const COPY_KEY = 'hmrpl:berita-salinan:12';

/** Someone else saves item 12 (the fixtures' store, as a second editor would through the CMS). */
function savedByAnother(title: string) {
  const item = db.news.find((news) => news.id === 12)!;
  item.title = title;
  item.updated_at = '2025-08-25T08:05:00.000Z';
  db.audit.unshift({
    id: 999,
    at: item.updated_at,
    actor: { id: 3, name: 'Sinta Redaksi' },
    action: 'berita.ubah',
    target_type: 'berita',
    target_id: 12,
    target_title: title,
    summary: null,
  });
}

describe('Edit Berita: edit conflicts', () => {
  it('sends the updated_at it loaded', async () => {
    signInAsAdmin();
    const sent: Array<FormDataEntryValue | null> = [];
    server.use(
      http.post('/api/admin/berita/:id', async ({ request }) => {
        sent.push((await request.clone().formData()).get('updated_at'));
        return undefined;
      }),
    );
    const loaded = db.news.find((news) => news.id === 12)!.updated_at;
    const { user } = renderRoute('/admin/berita/edit/12');
    await user.type(await screen.findByLabelText(/Judul Berita/), ' (revisi)');
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Berita berhasil diperbarui!');
    expect(sent).toEqual([loaded]);
  });

  it('a stale save gets the 409 naming who and when, keeps the text, and loads the newer version on request', async () => {
    signInAsAdmin();
    const { user } = renderRoute('/admin/berita/edit/12');
    const title = await screen.findByLabelText(/Judul Berita/);
    await user.clear(title);
    await user.type(title, 'Judul saya');
    await user.clear(screen.getByLabelText('Konten Berita'));
    await user.type(screen.getByLabelText('Konten Berita'), '<p>Tulisan saya yang panjang</p>');
    savedByAnother('Judul Sinta');
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    const alert = await screen.findByRole('alert');
    // 08.05 UTC is 15.05 in Jakarta
    expect(alert).toHaveTextContent(
      'Konten ini sudah diubah oleh Sinta Redaksi pada 15.05. Muat ulang untuk melihat versi terbaru.',
    );
    expect(alert).toHaveTextContent('Isian Anda masih ada di formulir ini dan belum tersimpan.');
    // nothing stored, nothing typed lost
    expect(db.news.find((news) => news.id === 12)!.title).toBe('Judul Sinta');
    expect(screen.getByLabelText(/Judul Berita/)).toHaveValue('Judul saya');
    expect(screen.getByLabelText('Konten Berita')).toHaveValue('<p>Tulisan saya yang panjang</p>');
    expect(screen.getByRole('heading', { name: 'Edit Berita' })).toBeInTheDocument();
    // the newer version, on request; what was typed is offered back from the local copy
    await user.click(screen.getByRole('button', { name: 'Muat versi terbaru' }));
    await waitFor(() => expect(screen.getByLabelText(/Judul Berita/)).toHaveValue('Judul Sinta'));
    expect(await screen.findByText(/Ada tulisan yang belum tersimpan dari/, {}, LONG_WAIT)).toBeInTheDocument();
    // a save now carries the newer version and goes through
    await user.click(screen.getByRole('button', { name: 'Pulihkan tulisan' }));
    expect(screen.getByLabelText(/Judul Berita/)).toHaveValue('Judul saya');
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Berita berhasil diperbarui!');
    expect(db.news.find((news) => news.id === 12)!.title).toBe('Judul saya');
    expect(window.localStorage.getItem(COPY_KEY)).toBeNull();
  });
});

describe('the news editor keeps a local copy', () => {
  it('keeps the text while typing, asks about it after a closed tab, restores or discards it', async () => {
    signInAsAdmin();
    const first = renderRoute('/admin/berita/edit/12');
    const title = await screen.findByLabelText(/Judul Berita/);
    await first.user.clear(title);
    await first.user.type(title, 'Belum disimpan');
    await waitFor(() => expect(window.localStorage.getItem(COPY_KEY)).toContain('Belum disimpan'), LONG_WAIT);
    // the tab closes
    first.unmount();
    const second = renderRoute('/admin/berita/edit/12');
    expect(await screen.findByText(/Ada tulisan yang belum tersimpan dari/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Judul Berita/)).toHaveValue('Rapat Kerja Pengurus HMRPL 2025');
    await second.user.click(screen.getByRole('button', { name: 'Pulihkan tulisan' }));
    expect(screen.getByLabelText(/Judul Berita/)).toHaveValue('Belum disimpan');
    expect(screen.queryByText(/Ada tulisan yang belum tersimpan/)).not.toBeInTheDocument();
    second.unmount();
    // discarded: not asked again
    const third = renderRoute('/admin/berita/edit/12');
    await third.user.click(await screen.findByRole('button', { name: 'Buang' }));
    expect(window.localStorage.getItem(COPY_KEY)).toBeNull();
    third.unmount();
    renderRoute('/admin/berita/edit/12');
    await screen.findByLabelText(/Judul Berita/);
    expect(screen.queryByText(/Ada tulisan yang belum tersimpan/)).not.toBeInTheDocument();
  });

  it('Tambah Berita offers a new article typed before a closed tab', async () => {
    signInAsAdmin();
    window.localStorage.setItem(
      'hmrpl:berita-salinan:baru',
      JSON.stringify({
        title: 'Draf dari kemarin',
        content: '<p>Isi kemarin</p>',
        saved_at: '2025-08-24T10:00:00.000Z',
      }),
    );
    const { user } = renderRoute('/admin/berita/tambah');
    expect(await screen.findByText(/Ada tulisan yang belum tersimpan dari 24 Agustus 2025 17\.00/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pulihkan tulisan' }));
    expect(screen.getByLabelText(/Judul Berita/)).toHaveValue('Draf dari kemarin');
    expect(screen.getByLabelText('Konten Berita')).toHaveValue('<p>Isi kemarin</p>');
  });
});
