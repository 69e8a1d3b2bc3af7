import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as XLSX from 'xlsx';
import { signInAsAdmin } from '@/testing/msw/db';
import { addFixtureRegistration, fixtureTicket } from '@/testing/msw/handlers/pendaftaran';
import { checkIn } from '@/features/admin-kegiatan/api/participants';
import { renderRoute } from '@/testing/render';

const PAGE = '/admin/kegiatan/2/presensi';

beforeAll(async () => {
  await import('@/features/admin-kegiatan/routes/activity-attendance');
});

function seed() {
  const ayu = addFixtureRegistration(2, { nama: 'Ayu Lestari', nim: '1302230001' });
  const bima = addFixtureRegistration(2, { nama: 'Bima Sakti', nim: '1302230002' });
  const citra = addFixtureRegistration(2, { nama: 'Citra Dewi', nim: '1302230003', status: 'cadangan' });
  const dodi = addFixtureRegistration(2, { nama: 'Dodi', nim: '1302230004', status: 'batal' });
  return { ayu, bima, citra, dodi };
}

const verdict = () => screen.findByTestId('presensi-jawaban');

describe('Presensi: the door', () => {
  it('finds a person by NIM and checks them in, answered in large type; they leave the search', async () => {
    signInAsAdmin();
    seed();
    const { user } = renderRoute(PAGE);
    expect(await screen.findByRole('heading', { name: 'Presensi Kegiatan' })).toBeInTheDocument();
    expect(await screen.findByText('Open House Laboratorium RPL')).toBeInTheDocument();
    // the camera is offered first; without one the search is the way
    expect(screen.getByRole('button', { name: 'Mulai kamera' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Cari peserta (nama atau NIM)'), '0002');
    await user.click(screen.getByRole('button', { name: 'Cari' }));
    const results = await screen.findByRole('list', { name: 'Hasil pencarian peserta' });
    expect(within(results).getAllByRole('listitem')).toHaveLength(1);
    await user.click(within(results).getByRole('button', { name: 'Catat hadir Bima Sakti' }));
    expect(await verdict()).toHaveTextContent('✓ Kehadiran Bima Sakti tercatat.');
    // counted in the list below
    await waitFor(() => expect(screen.getByRole('list', { name: 'Jumlah peserta' })).toHaveTextContent('Hadir: 1'));
    // no longer among those to check in
    expect(await screen.findByText('Tidak ada peserta yang cocok.')).toBeInTheDocument();
  });

  it('answers a scanned ticket: in, already in (409), another activity, forged, waitlisted, cancelled', async () => {
    signInAsAdmin();
    const { ayu, citra, dodi } = seed();
    renderRoute(PAGE);
    await screen.findByRole('heading', { name: 'Presensi Kegiatan' });
    await expect(checkIn(2, { tiket: fixtureTicket(ayu, 2) })).resolves.toMatchObject({
      message: 'Kehadiran Ayu Lestari tercatat.',
    });
    await expect(checkIn(2, { tiket: fixtureTicket(ayu, 2) })).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(/^Ayu Lestari sudah tercatat hadir pukul \d\d\.\d\d\.$/),
    });
    await expect(checkIn(2, { tiket: fixtureTicket(ayu, 1) })).rejects.toMatchObject({
      message: 'Tiket ini bukan untuk kegiatan ini.',
    });
    await expect(checkIn(2, { tiket: 'T1.1.2.palsu' })).rejects.toMatchObject({ message: 'Tiket tidak valid.' });
    await expect(checkIn(2, { tiket: fixtureTicket(citra, 2) })).rejects.toMatchObject({
      message: 'Citra Dewi masih di daftar cadangan, belum mendapat tempat.',
    });
    await expect(checkIn(2, { tiket: fixtureTicket(dodi, 2) })).rejects.toMatchObject({
      message: 'Pendaftaran Dodi sudah dibatalkan.',
    });
  });

  it('says so in large type when the camera cannot open, and the search still works', async () => {
    signInAsAdmin();
    seed();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: () => Promise.reject(new Error('NotAllowedError')) },
    });
    const { user } = renderRoute(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Mulai kamera' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Kamera tidak dapat dibuka. Izinkan akses kamera, atau cari peserta dengan nama atau NIM di bawah.',
    );
    expect(screen.getByLabelText('Cari peserta (nama atau NIM)')).toBeEnabled();
  });
});

describe('Presensi: the participants list', () => {
  it('counts, filters by status, searches, and exports what it shows as XLSX', async () => {
    signInAsAdmin();
    seed();
    const { user } = renderRoute(PAGE);
    const counts = await screen.findByRole('list', { name: 'Jumlah peserta' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Terdaftar: 2', 'Cadangan: 1', 'Hadir: 0', 'Batal: 1']);
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    await user.selectOptions(screen.getByLabelText('Status'), 'cadangan');
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(within(screen.getByRole('table')).getByText('Citra Dewi')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), '');
    await user.type(screen.getByLabelText('Nama atau NIM'), 'ayu');
    await user.click(screen.getByRole('button', { name: 'Terapkan' }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));

    const blobs: Blob[] = [];
    const names: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:export';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    await user.click(screen.getByRole('button', { name: 'Unduh XLSX' }));
    await waitFor(() => expect(names).toEqual(['Peserta_open-house-laboratorium-rpl.xlsx']));
    const book = XLSX.read(new Uint8Array(await blobs[0]!.arrayBuffer()), { type: 'array' });
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets.Peserta!, { header: 1 });
    expect(rows[0]).toEqual(['Nama', 'NIM', 'Email', 'Angkatan', 'Telepon', 'Status', 'Mendaftar', 'Hadir']);
    expect(rows.slice(1).map((row) => row.slice(0, 6))).toEqual([
      ['Ayu Lestari', '1302230001', '1302230001@student.test', '-', '-', 'Terdaftar'],
    ]);
  });
});
