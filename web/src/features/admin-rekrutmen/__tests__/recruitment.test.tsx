import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '@/testing/render';
import { exactScreenDelays } from '@/testing/screen-delays';
import { server } from '@/testing/msw/server';
import { db, signInAsAdmin } from '@/testing/msw/db';
import { answerConfirm, notAnImage, oversizedPng, pngFile, recordRequests } from '@/testing/admin-helpers';
import { LONG_WAIT } from '@/testing/timeouts';

describe('Tambah Oprec', () => {
  it('accepts only PNG, JPEG and WebP and lists the current posters', async () => {
    signInAsAdmin();
    renderRoute('/admin/oprec/tambah');
    expect(await screen.findByRole('heading', { name: 'Tambah Oprec' })).toBeInTheDocument();
    expect(screen.getByText('Menambahkan Poster Open Recruitmen pada halaman rekrutasi')).toBeInTheDocument();
    expect(screen.getByLabelText(/Poster Open Recruitment/)).toHaveAttribute(
      'accept',
      'image/png,image/jpeg,image/webp',
    );
    const posters = await screen.findByRole('list', { name: 'Poster rekrutmen' });
    expect(within(posters).getByRole('img', { name: 'Poster rekrutmen 1' })).toHaveAttribute(
      'src',
      '/storage/rekrutmen/oprec-2025.png',
    );
  });

  it("requires a poster: 'Silakan pilih poster terlebih dahulu.'", async () => {
    signInAsAdmin();
    const { user } = renderRoute('/admin/oprec/tambah');
    await screen.findByRole('list', { name: 'Poster rekrutmen' });
    const requests = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Upload Image' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Silakan pilih poster terlebih dahulu.');
    expect(requests).toEqual([]);
  });

  it('refuses other types (by content) and files over 25 MB before sending', async () => {
    signInAsAdmin();
    const { user } = renderRoute('/admin/oprec/tambah');
    const input = await screen.findByLabelText(/Poster Open Recruitment/);
    await user.upload(input, notAnImage('poster.jpg'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'poster.jpg: Berkas harus berupa gambar PNG, JPEG, atau WebP.',
    );
    await user.upload(input, oversizedPng('poster-besar.png'));
    expect(await screen.findByText('poster-besar.png: Ukuran berkas melebihi 25 MB.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Pratinjau/ })).not.toBeInTheDocument();
  });

  it("uploads with 'Mengunggah...', shows the success 1.5 seconds later, clears the choice and lists the new poster", async () => {
    exactScreenDelays();
    signInAsAdmin();
    let answeredAt = 0;
    server.use(
      http.post('/api/rekrutmen', () => {
        answeredAt = Date.now();
        return undefined;
      }),
    );
    const { user } = renderRoute('/admin/oprec/tambah');
    await user.upload(await screen.findByLabelText(/Poster Open Recruitment/), pngFile('oprec.png'));
    expect(await screen.findByRole('img', { name: 'Pratinjau Poster Open Recruitment' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload Image' }));
    expect(await screen.findByRole('button', { name: 'Mengunggah...' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Progres unggahan poster' })).toBeInTheDocument();
    expect(await screen.findByText('Poster rekrutmen berhasil diunggah!', {}, LONG_WAIT)).toBeInTheDocument();
    expect(Date.now() - answeredAt).toBeGreaterThanOrEqual(1490);
    expect(screen.queryByRole('img', { name: 'Pratinjau Poster Open Recruitment' })).not.toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Poster rekrutmen 2' })).toBeInTheDocument();
    expect(db.posters).toHaveLength(2);
  });

  it("shows 'Gagal upload poster. Coba lagi.' and keeps the chosen poster", async () => {
    signInAsAdmin();
    server.use(http.post('/api/rekrutmen', () => HttpResponse.error()));
    const { user } = renderRoute('/admin/oprec/tambah');
    await user.upload(await screen.findByLabelText(/Poster Open Recruitment/), pngFile('oprec.png'));
    await user.click(await screen.findByRole('button', { name: 'Upload Image' }));
    const alert = await screen.findByRole('alert', {}, LONG_WAIT);
    expect(alert).toHaveTextContent('Gagal upload poster. Coba lagi.');
    expect(alert).toHaveTextContent('Tidak bisa terhubung ke server.');
    expect(screen.getByRole('img', { name: 'Pratinjau Poster Open Recruitment' })).toBeInTheDocument();
  });

  it('deletes a poster after confirming; it leaves the list without a reload', async () => {
    signInAsAdmin();
    const confirm = answerConfirm(true);
    const { user } = renderRoute('/admin/oprec/tambah');
    await user.click(await screen.findByRole('button', { name: 'Hapus Poster rekrutmen 1' }));
    expect(confirm).toHaveBeenCalledWith(
      'Apakah Anda yakin ingin menghapus poster ini? Konten akan dipindahkan ke Tempat Sampah dan dapat dipulihkan selama 30 hari.',
    );
    expect(await screen.findByText('Poster berhasil dihapus!')).toBeInTheDocument();
    expect(screen.getByText('Belum ada poster rekrutmen yang tampil.')).toBeInTheDocument();
    expect(db.posters).toHaveLength(0);
  });

  it("says 'Gagal menghapus poster.' when the server refuses", async () => {
    signInAsAdmin();
    answerConfirm(true);
    server.use(
      http.delete('/api/admin/rekrutmen/:id', () =>
        HttpResponse.json({ message: 'Poster tidak ditemukan.' }, { status: 404 }),
      ),
    );
    const { user } = renderRoute('/admin/oprec/tambah');
    await user.click(await screen.findByRole('button', { name: 'Hapus Poster rekrutmen 1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal menghapus poster.');
    expect(screen.getByRole('img', { name: 'Poster rekrutmen 1' })).toBeInTheDocument();
  });
});
