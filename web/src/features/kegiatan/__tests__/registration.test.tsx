import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@/testing/msw/db';
import { fixtureCancelToken } from '@/testing/msw/handlers/pendaftaran';
import { recordRequests } from '@/testing/admin-helpers';
import { renderRoute } from '@/testing/render';

const PAGE = '/kegiatan/open-house-laboratorium-rpl';
const openHouse = () => db.activities.find((a) => a.id === 2)!;
const box = () => screen.getByRole('region', { name: 'Daftar Kegiatan' });

async function fill(user: ReturnType<typeof renderRoute>['user'], values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = within(box()).getByLabelText(new RegExp(`^${label}`));
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

describe('registration on the activity page', () => {
  it('shows the places left and what happens to personal data, registers, and counts down', async () => {
    const { user } = renderRoute(PAGE);
    await screen.findByRole('region', { name: 'Daftar Kegiatan' });
    expect(within(box()).getByText('Sisa tempat: 2 dari 2.')).toBeInTheDocument();
    expect(
      within(box()).getByText(
        'NIM, email, dan nomor telepon hanya dipakai untuk kegiatan ini dan dihapus 12 bulan setelah kegiatan selesai; nama tetap tercatat sebagai peserta.',
      ),
    ).toBeInTheDocument();
    await fill(user, { 'Nama Lengkap': 'Ayu Lestari', NIM: '1302230001', Email: 'ayu@student.test' });
    await user.click(within(box()).getByRole('button', { name: 'Daftar' }));
    expect(await within(box()).findByText('Pendaftaran berhasil! Tiket dikirim ke email Anda.')).toBeInTheDocument();
    await waitFor(() => expect(within(box()).getByText('Sisa tempat: 1 dari 2.')).toBeInTheDocument());
    expect(within(box()).getByLabelText(/^Nama Lengkap/)).toHaveValue('');
  });

  it('checks the fields with the CMS texts before sending, and sends nothing then', async () => {
    const { user } = renderRoute(PAGE);
    await screen.findByRole('region', { name: 'Daftar Kegiatan' });
    const seen = recordRequests();
    await fill(user, { NIM: '13a', Email: 'bukan email', Angkatan: '99' });
    await user.click(within(box()).getByRole('button', { name: 'Daftar' }));
    expect(within(box()).getByLabelText(/^Nama Lengkap/)).toHaveAccessibleDescription('Nama wajib diisi.');
    expect(within(box()).getByLabelText(/^NIM/)).toHaveAccessibleDescription('NIM hanya boleh berisi angka.');
    expect(within(box()).getByLabelText(/^Email/)).toHaveAccessibleDescription(
      'Tiket QR dan tautan pembatalan dikirim ke alamat ini. Format email tidak valid.',
    );
    expect(within(box()).getByLabelText(/^Angkatan/)).toHaveAccessibleDescription(
      'Contoh: 2024 Angkatan harus berupa tahun empat digit.',
    );
    expect(seen.filter((line) => line.startsWith('POST'))).toEqual([]);
  });

  it('a NIM already registered is refused with the server text, and what was typed stays', async () => {
    const { user } = renderRoute(PAGE);
    await screen.findByRole('region', { name: 'Daftar Kegiatan' });
    await fill(user, { 'Nama Lengkap': 'Ayu', NIM: '1302230001', Email: 'ayu@student.test' });
    await user.click(within(box()).getByRole('button', { name: 'Daftar' }));
    await within(box()).findByText('Pendaftaran berhasil! Tiket dikirim ke email Anda.');
    await fill(user, { 'Nama Lengkap': 'Ayu Lagi', NIM: '1302230001', Email: 'ayu2@student.test' });
    await user.click(within(box()).getByRole('button', { name: 'Daftar' }));
    expect(await within(box()).findByText('NIM ini sudah terdaftar di kegiatan ini.')).toBeInTheDocument();
    expect(within(box()).getByText('Pendaftaran gagal. Periksa isian Anda lalu coba lagi.')).toBeInTheDocument();
    expect(within(box()).getByLabelText(/^Nama Lengkap/)).toHaveValue('Ayu Lagi');
  });

  it('past the quota with a waitlist: says so before, and tells the third they are on it', async () => {
    const { user } = renderRoute(PAGE);
    await screen.findByRole('region', { name: 'Daftar Kegiatan' });
    // two students take the two places first
    for (const [nim, email] of [
      ['1302230001', 'a@student.test'],
      ['1302230002', 'b@student.test'],
    ]) {
      await fill(user, { 'Nama Lengkap': 'Mahasiswa', NIM: nim, Email: email });
      await user.click(within(box()).getByRole('button', { name: 'Daftar' }));
      await within(box()).findByText('Pendaftaran berhasil! Tiket dikirim ke email Anda.');
    }
    await waitFor(() =>
      expect(
        within(box()).getByText(
          'Kuota sudah penuh. Pendaftar baru masuk daftar cadangan dan naik otomatis bila ada yang batal.',
        ),
      ).toBeInTheDocument(),
    );
    await fill(user, { 'Nama Lengkap': 'Citra', NIM: '1302230003', Email: 'c@student.test' });
    await user.click(within(box()).getByRole('button', { name: 'Daftar' }));
    expect(
      await within(box()).findByText('Anda masuk daftar cadangan. Kami akan mengirim email bila ada tempat kosong.'),
    ).toBeInTheDocument();
  });

  it('not open yet, closed, and full without a waitlist show no form', async () => {
    const registration = openHouse().registration!;
    registration.opens_at = new Date(Date.now() + 86_400_000).toISOString();
    const first = renderRoute(PAGE);
    expect(await screen.findByText(/^Pendaftaran dibuka \d+ \w+ \d{4}/)).toBeInTheDocument();
    expect(within(box()).queryByRole('button', { name: 'Daftar' })).toBeNull();
    first.unmount();

    registration.opens_at = new Date(Date.now() - 2 * 86_400_000).toISOString();
    registration.closes_at = new Date(Date.now() - 60_000).toISOString();
    const second = renderRoute(PAGE);
    expect(await screen.findByText('Pendaftaran sudah ditutup.')).toBeInTheDocument();
    second.unmount();

    registration.closes_at = new Date(Date.now() + 86_400_000).toISOString();
    Object.assign(registration, { waitlist: false, quota: 2, taken: 2 });
    renderRoute(PAGE);
    expect(await screen.findByText('Kuota sudah penuh.')).toBeInTheDocument();
    expect(within(box()).queryByRole('textbox')).toBeNull();
  });

  it('keeps the honeypot away from people: out of the keyboard order and hidden from screen readers', async () => {
    renderRoute(PAGE);
    await screen.findByRole('region', { name: 'Daftar Kegiatan' });
    const trap = document.getElementById('daftar-tautan')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(within(box()).queryByRole('textbox', { name: 'Tautan (kosongkan)' })).toBeNull();
  });
});

describe("the e-mail's cancel link", () => {
  it('cancels with one button, and the waitlist moves up', async () => {
    const { user } = renderRoute(PAGE);
    await screen.findByRole('region', { name: 'Daftar Kegiatan' });
    for (const [nim, email] of [
      ['1302230001', 'a@student.test'],
      ['1302230002', 'b@student.test'],
      ['1302230003', 'c@student.test'],
    ]) {
      await fill(user, { 'Nama Lengkap': 'Mahasiswa', NIM: nim, Email: email });
      await user.click(within(box()).getByRole('button', { name: 'Daftar' }));
      await within(box()).findByText('Pendaftaran berhasil! Tiket dikirim ke email Anda.');
    }
    // the first registration's id: the fixture's ids count up from db.nextId
    const firstId = db.nextId - 2;
    const page = renderRoute(`${PAGE}?batal=${encodeURIComponent(fixtureCancelToken(firstId))}`);
    const cancel = await screen.findByRole('region', { name: 'Batalkan Pendaftaran' });
    await page.user.click(within(cancel).getByRole('button', { name: 'Batalkan pendaftaran saya' }));
    expect(await within(cancel).findByText('Pendaftaran dibatalkan.')).toBeInTheDocument();
    expect(within(cancel).queryByRole('button')).toBeNull();
    expect(openHouse().registration!.taken).toBe(2);
  });

  it('a link that is not ours says so', async () => {
    const { user } = renderRoute(`${PAGE}?batal=B1.zz.palsu`);
    const cancel = await screen.findByRole('region', { name: 'Batalkan Pendaftaran' });
    await user.click(within(cancel).getByRole('button', { name: 'Batalkan pendaftaran saya' }));
    expect(await within(cancel).findByText('Tautan pembatalan tidak valid.')).toBeInTheDocument();
  });
});
