/**
 * Tempat Sampah as an admin uses it, on the MSW fixtures (ADR 089): a delete elsewhere lands here, 'Pulihkan' puts it
 * back with the same id and slug, a slug taken meanwhile says so and keeps the row, 'Hapus Permanen' asks first, the
 * loading, empty and error states, paging, and the keyboard.
 */
import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '@/testing/render';
import { server } from '@/testing/msw/server';
import { db, signInAsAdmin, signInWithRoles } from '@/testing/msw/db';
import { fixtureTrash, toFixtureTrash } from '@/testing/msw/trash';
import { answerConfirm } from '@/testing/admin-helpers';

const TITLE = 'Makrab RPL: Sync for Change!';

/** Deletes the article through Kelola Berita, as an admin would, then opens the trash from the sidebar. */
async function deleteArticleThenOpenTrash() {
  signInAsAdmin();
  answerConfirm(true);
  const rendered = renderRoute('/admin/berita');
  await rendered.user.click(await screen.findByRole('button', { name: `Hapus ${TITLE}` }));
  expect(await screen.findByRole('status')).toHaveTextContent('Berita berhasil dihapus!');
  await rendered.user.click(screen.getByRole('link', { name: 'Tempat Sampah' }));
  await screen.findByRole('heading', { name: 'Tempat Sampah' });
  return rendered;
}

describe('Tempat Sampah', () => {
  it('shows what was deleted, by whom, and when it goes for good', async () => {
    const before = db.news.find((news) => news.title === TITLE)!;
    await deleteArticleThenOpenTrash();
    const table = await screen.findByRole('table', { name: /Isi tempat sampah/ });
    const row = within(table).getByRole('row', { name: new RegExp(TITLE) });
    expect(within(row).getByText('Berita')).toBeInTheDocument();
    expect(row).toHaveTextContent(/oleh Admin HMRPL/);
    expect(within(row).getByRole('button', { name: `Pulihkan ${TITLE}` })).toBeEnabled();
    expect(within(row).getByRole('button', { name: `Hapus permanen ${TITLE}` })).toBeEnabled();
    expect(db.news.some((news) => news.id === before.id)).toBe(false);
  });

  it("'Pulihkan' puts the article back with the same id and slug, and the row leaves the trash", async () => {
    const before = db.news.find((news) => news.title === TITLE)!;
    const { user } = await deleteArticleThenOpenTrash();
    await user.click(await screen.findByRole('button', { name: `Pulihkan ${TITLE}` }));
    expect(await screen.findByRole('status')).toHaveTextContent('Konten berhasil dipulihkan!');
    await waitFor(() => expect(screen.queryByRole('row', { name: new RegExp(TITLE) })).not.toBeInTheDocument());
    expect(await screen.findByText('Tempat sampah kosong.')).toBeInTheDocument();
    expect(db.news.find((news) => news.id === before.id)).toMatchObject({ slug: before.slug, title: TITLE });
  });

  it('says why a restore was refused when the slug was taken meanwhile, and keeps the row', async () => {
    const before = db.news.find((news) => news.title === TITLE)!;
    const { user } = await deleteArticleThenOpenTrash();
    db.news.push({ ...before, id: 9001, title: 'Artikel lain dengan slug yang sama' });
    await user.click(await screen.findByRole('button', { name: `Pulihkan ${TITLE}` }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memulihkan berita.');
    expect(alert).toHaveTextContent('Slug sudah dipakai konten lain.');
    expect(screen.getByRole('row', { name: new RegExp(TITLE) })).toBeInTheDocument();
    expect(fixtureTrash.current).toHaveLength(1);
  });

  it("'Hapus Permanen' asks first; confirmed, it is gone for good", async () => {
    const { user } = await deleteArticleThenOpenTrash();
    const confirm = answerConfirm(false);
    await user.click(await screen.findByRole('button', { name: `Hapus permanen ${TITLE}` }));
    expect(confirm).toHaveBeenCalledWith(
      `Hapus permanen "${TITLE}"? Konten dan berkasnya tidak dapat dipulihkan lagi.`,
    );
    expect(fixtureTrash.current).toHaveLength(1);
    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: `Hapus permanen ${TITLE}` }));
    expect(await screen.findByRole('status')).toHaveTextContent('Konten dihapus permanen.');
    expect(await screen.findByText('Tempat sampah kosong.')).toBeInTheDocument();
    expect(fixtureTrash.current).toHaveLength(0);
    expect(db.news.some((news) => news.title === TITLE)).toBe(false);
  });

  it('works with the keyboard alone: Tab to Pulihkan, Enter', async () => {
    const { user } = await deleteArticleThenOpenTrash();
    const restore = await screen.findByRole('button', { name: `Pulihkan ${TITLE}` });
    for (let i = 0; i < 60 && document.activeElement !== restore; i += 1) await user.tab();
    expect(restore).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Konten berhasil dipulihkan!');
  });

  it('shows the loading text, then the empty state', async () => {
    signInAsAdmin();
    server.use(
      http.get('/api/admin/sampah', async () => {
        await delay(100);
        return undefined;
      }),
    );
    renderRoute('/admin/sampah');
    expect(await screen.findByText('Memuat isi tempat sampah...')).toBeInTheDocument();
    expect(await screen.findByText('Tempat sampah kosong.')).toBeInTheDocument();
  });

  it('says when the list could not be loaded, and tries again on request', async () => {
    signInAsAdmin();
    let fail = true;
    server.use(
      http.get('/api/admin/sampah', () =>
        fail ? HttpResponse.json({ message: 'Terjadi kesalahan pada server' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = renderRoute('/admin/sampah');
    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal memuat isi tempat sampah.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Tempat sampah kosong.')).toBeInTheDocument();
  });

  it('pages 20 at a time, newest deletion first', async () => {
    signInAsAdmin();
    for (let i = 1; i <= 25; i += 1) toFixtureTrash('galeri', `Foto ${i}`, () => true);
    const { user } = renderRoute('/admin/sampah');
    const table = await screen.findByRole('table', { name: 'Isi tempat sampah, halaman 1 dari 2' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Foto 25');
    await user.click(screen.getByRole('button', { name: /Berikutnya/ }));
    const second = await screen.findByRole('table', { name: 'Isi tempat sampah, halaman 2 dari 2' });
    expect(within(second).getAllByRole('row')).toHaveLength(6);
  });
});

describe('Tempat Sampah by role', () => {
  /** One trashed item of each kind a role covers: an article (redaksi), an aspiration (aspirasi), a member (pengelola). */
  function trashOfEveryRole() {
    toFixtureTrash('anggota', 'Anggota Terhapus', () => true);
    toFixtureTrash('aspirasi', 'Saran: Aspirasi Terhapus', () => true);
    toFixtureTrash('dokumen', 'Dokumen Terhapus', () => true);
    toFixtureTrash('berita', 'Berita Terhapus', () => true);
  }
  const rowsShown = async () => {
    const table = await screen.findByRole('table', { name: /Isi tempat sampah/ });
    return within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
  };

  it('a redaksi sees the kinds they may delete, may restore them, and is not offered Hapus Permanen', async () => {
    trashOfEveryRole();
    signInWithRoles(['redaksi']);
    const { user } = renderRoute('/admin/sampah');
    expect(await rowsShown()).toEqual(['Berita Terhapus', 'Dokumen Terhapus']);
    expect(screen.getByText(/hanya pengelola yang dapat menghapus permanen lebih awal/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Hapus permanen/i })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pulihkan Dokumen Terhapus' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Konten berhasil dipulihkan!');
    await waitFor(async () => expect(await rowsShown()).toEqual(['Berita Terhapus']));
  });

  it('an aspirasi admin sees the aspirations alone, without Hapus Permanen', async () => {
    trashOfEveryRole();
    signInWithRoles(['aspirasi']);
    renderRoute('/admin/sampah');
    expect(await rowsShown()).toEqual(['Saran: Aspirasi Terhapus']);
    expect(screen.queryByRole('button', { name: /Hapus permanen/i })).not.toBeInTheDocument();
  });

  it('a pengelola sees every kind, members too, each with Hapus Permanen', async () => {
    trashOfEveryRole();
    signInAsAdmin();
    renderRoute('/admin/sampah');
    expect(await rowsShown()).toEqual([
      'Berita Terhapus',
      'Dokumen Terhapus',
      'Saran: Aspirasi Terhapus',
      'Anggota Terhapus',
    ]);
    expect(screen.getAllByRole('button', { name: /^Hapus permanen / })).toHaveLength(4);
    expect(screen.queryByText(/hanya pengelola/)).not.toBeInTheDocument();
  });
});
