import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '@/testing/render';
import { server } from '@/testing/msw/server';
import { db, signInAsAdmin } from '@/testing/msw/db';
import { answerConfirm } from '@/testing/admin-helpers';

function rows() {
  return within(screen.getByRole('table')).getAllByRole('row').slice(1);
}

describe('Kelola Berita', () => {
  it("shows 'Memuat data berita...' and then the first page with its columns", async () => {
    signInAsAdmin();
    server.use(
      http.get('/api/admin/berita', async () => {
        await delay(100);
        return undefined;
      }),
    );
    renderRoute('/admin/berita');
    expect(await screen.findByText('Memuat data berita...')).toBeInTheDocument();
    await screen.findByRole('table');
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['#', 'Judul Berita', 'Tanggal Publikasi', 'Aksi']);
    expect(rows()).toHaveLength(7);
    const first = within(rows()[0]!).getAllByRole('cell');
    expect(first[0]).toHaveTextContent('1');
    expect(first[1]).toHaveTextContent('Rapat Kerja Pengurus HMRPL 2025');
    expect(first[2]).toHaveTextContent('25 Agustus 2025');
    expect(within(rows()[0]!).getByRole('link', { name: 'Edit Rapat Kerja Pengurus HMRPL 2025' })).toHaveAttribute(
      'href',
      '/admin/berita/edit/12',
    );
    expect(screen.getByRole('link', { name: 'Tambah Berita Baru' })).toHaveAttribute('href', '/admin/berita/tambah');
  });

  it('pages through the list with the pager', async () => {
    signInAsAdmin();
    const { user } = renderRoute('/admin/berita');
    await screen.findByRole('table');
    const pager = screen.getByRole('navigation', { name: 'Halaman daftar berita' });
    expect(within(pager).getByText('Halaman 1 dari 2')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Sebelumnya' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Berikutnya' }));
    expect(await within(pager).findByText('Halaman 2 dari 2')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(within(rows()[0]!).getAllByRole('cell')[0]).toHaveTextContent('8');
    expect(within(pager).getByRole('button', { name: 'Berikutnya' })).toBeDisabled();
  });

  it('opens page 2 from the URL', async () => {
    signInAsAdmin();
    renderRoute('/admin/berita?page=2');
    await screen.findByText('Halaman 2 dari 2');
    expect(rows()).toHaveLength(5);
  });

  it('asks before deleting and keeps the row when cancelled', async () => {
    signInAsAdmin();
    const confirm = answerConfirm(false);
    const { user } = renderRoute('/admin/berita');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Hapus Rapat Kerja Pengurus HMRPL 2025' }));
    expect(confirm).toHaveBeenCalledWith(
      'Apakah Anda yakin ingin menghapus berita ini? Konten akan dipindahkan ke Tempat Sampah dan dapat dipulihkan selama 30 hari.',
    );
    expect(screen.getByText('Rapat Kerja Pengurus HMRPL 2025')).toBeInTheDocument();
    expect(db.news).toHaveLength(12);
  });

  it("removes the row without a reload and says 'Berita berhasil dihapus!'", async () => {
    signInAsAdmin();
    answerConfirm(true);
    const { user } = renderRoute('/admin/berita');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Hapus Makrab RPL: Sync for Change!' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Berita berhasil dihapus!');
    await waitFor(() => expect(screen.queryByText('Makrab RPL: Sync for Change!')).not.toBeInTheDocument());
    expect(db.news.some((news) => news.title === 'Makrab RPL: Sync for Change!')).toBe(false);
    // the next page's first item moves up
    await waitFor(() => expect(rows()).toHaveLength(7));
  });

  it("says 'Gagal menghapus berita.' and keeps the row when the server refuses", async () => {
    signInAsAdmin();
    answerConfirm(true);
    server.use(
      http.delete('/api/admin/berita/:id', () =>
        HttpResponse.json({ message: 'Terjadi kesalahan pada server' }, { status: 500 }),
      ),
    );
    const { user } = renderRoute('/admin/berita');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Hapus Makrab RPL: Sync for Change!' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal menghapus berita.');
    expect(screen.getByText('Makrab RPL: Sync for Change!')).toBeInTheDocument();
  });

  it('says so when there is no news', async () => {
    signInAsAdmin();
    db.news = [];
    renderRoute('/admin/berita');
    expect(await screen.findByText('Belum ada berita.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
