import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoute } from '@/testing/render';
import { server } from '@/testing/msw/server';
import { db, signInAsAdmin } from '@/testing/msw/db';
import { notAnImage, pngFile, recordRequests } from '@/testing/admin-helpers';

describe('Edit Awarding', () => {
  it('shows the three slots with their current images', async () => {
    signInAsAdmin();
    renderRoute('/admin/awarding');
    expect(await screen.findByRole('heading', { name: 'Edit Awarding' })).toBeInTheDocument();
    expect(screen.getByText('Merubah tampilan gambar awarding setiap bulannya')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Staff of the month saat ini' })).toHaveAttribute(
      'src',
      '/storage/awarding/staff-agustus.webp',
    );
    expect(screen.getByRole('img', { name: 'Divisi of the month saat ini' })).toHaveAttribute(
      'src',
      '/storage/awarding/divisi-agustus.webp',
    );
    expect(screen.getByRole('img', { name: 'Departement of the month saat ini' })).toHaveAttribute(
      'src',
      '/storage/awarding/departemen-agustus.webp',
    );
    for (const label of ['Staff of the month', 'Divisi of the month', 'Departement of the month']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp');
    }
  });

  it('sends nothing when no image is chosen', async () => {
    signInAsAdmin();
    const { user } = renderRoute('/admin/awarding');
    await screen.findByRole('img', { name: 'Staff of the month saat ini' });
    const requests = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Upload Image' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Tidak ada gambar baru yang dipilih untuk diunggah.');
    expect(requests).toEqual([]);
  });

  it("sends only the chosen slot ('Mengunggah...'), then shows the new image and the success", async () => {
    signInAsAdmin();
    let fields: string[] = [];
    server.use(
      http.post('/api/admin/awarding', async ({ request }) => {
        fields = [...(await request.clone().formData()).keys()];
        await delay(60);
        return undefined;
      }),
    );
    const before = { ...db.awarding };
    const { user } = renderRoute('/admin/awarding');
    await user.upload(await screen.findByLabelText('Divisi of the month'), pngFile('divisi.png'));
    expect(await screen.findByRole('img', { name: 'Pratinjau Divisi of the month' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload Image' }));
    expect(await screen.findByRole('button', { name: 'Mengunggah...' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Progres unggahan awarding' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Gambar awarding berhasil diperbarui!');
    // the chosen slot only, with the month it is for (this month unless another is chosen) and its version as loaded
    expect(fields).toEqual(['periode', 'updated_at', 'divisi_image']);
    expect(db.awarding.staff_image_path).toBe(before.staff_image_path);
    expect(db.awarding.divisi_image_path).not.toBe(before.divisi_image_path);
    // the choice is cleared and the slot shows the stored image
    expect(await screen.findByRole('img', { name: 'Divisi of the month saat ini' })).toHaveAttribute(
      'src',
      `/storage/${db.awarding.divisi_image_path}`,
    );
    expect(screen.getByRole('button', { name: 'Upload Image' })).toBeEnabled();
  });

  it("shows 'Gagal upload gambar. Coba lagi.' and keeps the chosen image", async () => {
    signInAsAdmin();
    server.use(
      http.post('/api/admin/awarding', () =>
        HttpResponse.json({ message: 'Terjadi kesalahan pada server' }, { status: 500 }),
      ),
    );
    const { user } = renderRoute('/admin/awarding');
    await user.upload(await screen.findByLabelText('Staff of the month'), pngFile('staff.png'));
    await user.click(screen.getByRole('button', { name: 'Upload Image' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal upload gambar. Coba lagi.');
    expect(screen.getByRole('img', { name: 'Pratinjau Staff of the month' })).toBeInTheDocument();
  });

  it('refuses a file that is not an image before sending', async () => {
    signInAsAdmin();
    const { user } = renderRoute('/admin/awarding');
    await user.upload(await screen.findByLabelText('Staff of the month'), notAnImage('staff.webp'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'staff.webp: Berkas harus berupa gambar PNG, JPEG, atau WebP.',
    );
    expect(screen.queryByRole('img', { name: 'Pratinjau Staff of the month' })).not.toBeInTheDocument();
  });
});
