/**
 * What every admin upload screen does with photos: a large JPEG is shrunk in the browser before it is sent (with the
 * stage in the progress), an HEIC photo is refused with how to send a JPEG, and a full server disk (507) shows its
 * own message while the form keeps what was chosen.
 */
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ErrorBody } from '@hmrpl/contract';
import { renderRoute } from '@/testing/render';
import { server } from '@/testing/msw/server';
import { signInAsAdmin } from '@/testing/msw/db';
import { pngFile } from '@/testing/admin-helpers';
import { LONG_WAIT } from '@/testing/timeouts';

const shrink = vi.hoisted(() => vi.fn());
vi.mock('browser-image-compression', () => ({ default: shrink }));

const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe1];
const jpegFile = (name: string, bytes: number) => {
  const content = new Uint8Array(bytes);
  content.set(JPEG_HEAD);
  return new File([content], name, { type: 'image/jpeg' });
};
const heicFile = (name: string) => {
  const content = new Uint8Array(64);
  content.set([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypheic')]);
  // the picker offers it as a JPEG (iOS may); its bytes say HEIC
  return new File([content], name, { type: 'image/jpeg' });
};

beforeEach(() => {
  shrink.mockReset();
});

describe('photos from a phone, in the admin upload screens', () => {
  it('shrinks a large JPEG before sending it, says so in the progress, and sends the small one', async () => {
    signInAsAdmin();
    let resolveShrink: (file: File) => void = () => {};
    shrink.mockImplementation((_file: File, options: { onProgress: (p: number) => void; maxWidthOrHeight: number }) => {
      expect(options.maxWidthOrHeight).toBe(2560);
      options.onProgress(40);
      return new Promise<File>((resolve) => {
        resolveShrink = resolve;
      });
    });
    let sentSizes: number[] = [];
    server.use(
      http.post('/api/admin/galeri', async ({ request }) => {
        sentSizes = (await request.clone().formData()).getAll('images[]').map((value) => (value as File).size);
        return undefined;
      }),
    );
    const { user } = renderRoute('/admin/galeri/tambah');
    await user.upload(await screen.findByLabelText(/Pilih Gambar/), [
      jpegFile('IMG_0001.jpg', 3 * 1024 * 1024),
      pngFile('kecil.png'),
    ]);
    await screen.findByRole('list', { name: 'Gambar yang dipilih' });
    await user.click(screen.getByRole('button', { name: 'Upload Image' }));
    const bar = await screen.findByRole('progressbar', { name: 'Progres unggahan gambar' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', 'Mengecilkan foto sebelum dikirim, 40%'));
    expect(screen.getByText('Mengecilkan foto sebelum dikirim... 40%')).toBeInTheDocument();
    resolveShrink(jpegFile('IMG_0001.jpg', 400 * 1024));
    expect(await screen.findByRole('status', {}, LONG_WAIT)).toHaveTextContent('2 gambar berhasil diunggah!');
    // only the JPEG went through the shrinker; what was sent is the small one, the PNG as it was
    expect(shrink).toHaveBeenCalledTimes(1);
    expect(sentSizes).toEqual([400 * 1024, pngFile('kecil.png').size]);
  });

  it('sends the original when shrinking fails, and never shrinks a small photo', async () => {
    signInAsAdmin();
    shrink.mockRejectedValue(new Error('canvas tidak tersedia'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let sentSizes: number[] = [];
    server.use(
      http.post('/api/rekrutmen', async ({ request }) => {
        sentSizes = (await request.clone().formData()).getAll('poster').map((value) => (value as File).size);
        return undefined;
      }),
    );
    const { user } = renderRoute('/admin/oprec/tambah');
    await user.upload(
      await screen.findByLabelText(/^Poster Open Recruitment/),
      jpegFile('poster.jpg', 2 * 1024 * 1024),
    );
    await user.click(screen.getByRole('button', { name: 'Upload Image' }));
    expect(await screen.findByRole('status', {}, LONG_WAIT)).toHaveTextContent('Poster rekrutmen berhasil diunggah!');
    expect(sentSizes).toEqual([2 * 1024 * 1024]);
    expect(shrink).toHaveBeenCalledTimes(1);
  });

  it('refuses an iPhone HEIC photo with how to send it as JPEG, before sending anything', async () => {
    signInAsAdmin();
    const { user } = renderRoute('/admin/galeri/tambah');
    await user.upload(await screen.findByLabelText(/Pilih Gambar/), [heicFile('IMG_0002.HEIC')]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'IMG_0002.HEIC: Foto HEIC dari iPhone belum didukung. Kirim sebagai JPEG',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Pengaturan > Kamera > Format ke "Paling Kompatibel"');
    expect(screen.queryByRole('list', { name: 'Gambar yang dipilih' })).not.toBeInTheDocument();
  });

  it('a full server disk (507) shows its own message, not "Coba lagi", and keeps the chosen photos', async () => {
    signInAsAdmin();
    server.use(
      http.post('/api/admin/galeri', () =>
        HttpResponse.json<ErrorBody>(
          { message: 'Penyimpanan server penuh. Hubungi pengelola situs.' },
          { status: 507 },
        ),
      ),
    );
    const { user } = renderRoute('/admin/galeri/tambah');
    await user.upload(await screen.findByLabelText(/Pilih Gambar/), [pngFile('satu.png'), pngFile('dua.png')]);
    await screen.findByRole('list', { name: 'Gambar yang dipilih' });
    await user.click(screen.getByRole('button', { name: 'Upload Image' }));
    const banner = await screen.findByRole('alert', {}, LONG_WAIT);
    expect(banner).toHaveTextContent('Penyimpanan server penuh. Hubungi pengelola situs.');
    expect(banner).not.toHaveTextContent('Coba lagi');
    const chosen = screen.getByRole('list', { name: 'Gambar yang dipilih' });
    expect(within(chosen).getByText('satu.png')).toBeInTheDocument();
    expect(within(chosen).getByText('dua.png')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Image' })).toBeEnabled();
  });
});
