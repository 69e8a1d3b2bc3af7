import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAsAdmin } from '@/testing/msw/db';
import { addFixtureRegistration } from '@/testing/msw/handlers/pendaftaran';
import { SAMPLE_PDF } from '@/testing/msw/utils';
import { renderRoute } from '@/testing/render';
import { LONG_WAIT } from '@/testing/timeouts';

const PAGE = '/admin/kegiatan/2/sertifikat';

beforeAll(async () => {
  await import('@/features/admin-kegiatan/routes/activity-certificates');
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

describe('Sertifikat: the template and the send', () => {
  it('refuses a file that is not an image or a PDF, saying why beside the field', async () => {
    signInAsAdmin();
    const { user } = renderRoute(PAGE);
    expect(await screen.findByRole('heading', { name: 'Sertifikat Kegiatan' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Templat Sertifikat' }, LONG_WAIT);
    const input = screen.getByLabelText('Berkas templat (PNG, JPEG, atau PDF satu halaman, maks. 10 MB)');
    await user.upload(input, new File(['bukan gambar'], 'templat.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Simpan Templat' }));
    expect(
      await screen.findByText('Templat harus berupa gambar PNG atau JPEG, atau PDF satu halaman.', {
        selector: 'p[id]',
      }),
    ).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('places the name on an image with a preview, saves it, and sends to every attendee', async () => {
    signInAsAdmin();
    addFixtureRegistration(2, { nama: 'Ayu Lestari', nim: '1302230001', status: 'hadir' });
    addFixtureRegistration(2, { nama: 'Bima Sakti', nim: '1302230002', status: 'hadir' });
    addFixtureRegistration(2, { nama: 'Citra Dewi', nim: '1302230003' });
    const { user, container } = renderRoute(PAGE);
    await screen.findByRole('heading', { name: 'Templat Sertifikat' });
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Sertifikat belum dikirim.');
    expect(screen.getByRole('button', { name: 'Kirim Sertifikat ke 2 Peserta' })).toBeDisabled();

    await user.upload(
      screen.getByLabelText('Berkas templat (PNG, JPEG, atau PDF satu halaman, maks. 10 MB)'),
      new File([PNG], 'templat.png', { type: 'image/png' }),
    );
    // the preview draws the sample name where the fields put it
    const name = await screen.findByTestId('pratinjau-nama');
    expect(name).toHaveTextContent('Muhammad Rizky Pratama Nugraha');
    const y = screen.getByLabelText('Posisi tegak nama (% dari atas)');
    await user.clear(y);
    await user.type(y, '62');
    expect(name.style.top).toBe('62%');
    await user.clear(screen.getByLabelText('Nama untuk pratinjau'));
    await user.type(screen.getByLabelText('Nama untuk pratinjau'), 'Ayu Lestari');
    expect(name).toHaveTextContent('Ayu Lestari');

    await user.click(screen.getByRole('button', { name: 'Simpan Templat' }));
    expect(await screen.findByText('Templat sertifikat disimpan.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buka pratinjau PDF' })).toHaveAttribute(
      'href',
      '/api/admin/kegiatan/2/sertifikat/pratinjau?nama=Ayu%20Lestari',
    );
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Kirim Sertifikat ke 2 Peserta' }));
    expect(await screen.findByText('Sertifikat sedang dikirim ke peserta yang hadir.')).toBeInTheDocument();
    const counts = screen.getByRole('list', { name: 'Jumlah sertifikat' });
    // refreshed while it sends, until it is done
    await waitFor(() => expect(within(counts).getByText('Terkirim: 2')).toBeInTheDocument(), { timeout: 8000 });
    expect(screen.getByText('Selesai: 2 sertifikat terkirim.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kirim Sertifikat ke 0 Peserta' })).toBeDisabled();
  });

  it('takes a one-page PDF and says how to see it', async () => {
    signInAsAdmin();
    const { user } = renderRoute(PAGE);
    await screen.findByRole('heading', { name: 'Templat Sertifikat' });
    await user.upload(
      screen.getByLabelText('Berkas templat (PNG, JPEG, atau PDF satu halaman, maks. 10 MB)'),
      new File([SAMPLE_PDF], 'templat.pdf', { type: 'application/pdf' }),
    );
    expect(
      screen.getByText('Templat PDF: simpan letak nama, lalu buka pratinjau PDF untuk melihat hasilnya.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Simpan Templat' }));
    expect(await screen.findByText('Templat sertifikat disimpan.')).toBeInTheDocument();
    expect(screen.getByText('Templat tersimpan: PDF, 595 × 842 pt.')).toBeInTheDocument();
  });
});
