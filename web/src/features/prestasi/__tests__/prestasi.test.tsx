import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/msw/server';
import { renderRoute } from '@/testing/render';
import { pngFile, recordRequests } from '@/testing/admin-helpers';

const pdfFile = (name = 'sertifikat.pdf') =>
  new File(['%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'], name, {
    type: 'application/pdf',
  });
const polyglot = () =>
  new File(['%PDF-1.4\n<html><script>alert(1)</script></html>\n%%EOF\n'], 'sertifikat.pdf', {
    type: 'application/pdf',
  });

describe('/prestasi', () => {
  it('lists approved achievements newest first, each with its level, date, students and a link; never a NIM', async () => {
    renderRoute('/prestasi');
    const list = await screen.findByRole('list', { name: 'Daftar prestasi' });
    const titles = within(list)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(titles).toEqual([
      'Juara 2 Gemastik XVII Divisi Pengembangan Perangkat Lunak',
      'Juara 1 Hackathon Digital Nusantara',
      'Honorable Mention ASEAN Student Software Challenge',
    ]);
    expect(
      within(list).getByRole('img', { name: 'Foto Gemastik XVII Divisi Pengembangan Perangkat Lunak' }),
    ).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Juara 1 Hackathon Digital Nusantara' })).toHaveAttribute(
      'href',
      '/prestasi/hackathon-digital-nusantara',
    );
    expect(within(list).getByText('Internasional')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/1302\d+/);
    expect(screen.queryByText('Lomba Aplikasi Kampus Hijau', { exact: false })).toBeNull();
  });

  it('narrows by year and level through the address', async () => {
    const user = userEvent.setup();
    renderRoute('/prestasi');
    await screen.findByRole('list', { name: 'Daftar prestasi' });
    await user.selectOptions(screen.getByLabelText('Tahun'), '2024');
    await user.click(screen.getByRole('button', { name: 'Tampilkan' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Daftar prestasi' }))
          .getAllByRole('heading')
          .map((h) => h.textContent),
      ).toEqual(['Honorable Mention ASEAN Student Software Challenge']),
    );
    await user.selectOptions(screen.getByLabelText('Tingkat'), 'universitas');
    await user.click(screen.getByRole('button', { name: 'Tampilkan' }));
    expect(await screen.findByText('Belum ada prestasi untuk pilihan ini.')).toBeInTheDocument();
  });

  it('shows one achievement with its facts and story; an unknown one says so', async () => {
    renderRoute('/prestasi/gemastik-xvii-divisi-pengembangan-perangkat-lunak');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Juara 2 Gemastik XVII Divisi Pengembangan Perangkat Lunak',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Nadia Putri Ramadhani (angkatan 2022)')).toBeInTheDocument();
    expect(screen.getByText('Nasional')).toBeInTheDocument();
    renderRoute('/prestasi/tidak-ada');
    expect(await screen.findByRole('heading', { name: 'Prestasi tidak ditemukan.' })).toBeInTheDocument();
  });
});

describe('/prestasi/kirim', () => {
  async function fill(user: ReturnType<typeof userEvent.setup>, proof: File) {
    await user.type(await screen.findByLabelText(/Nama kompetisi/), 'Lomba Aplikasi Nasional');
    await user.type(screen.getByLabelText(/Peringkat/), 'Juara 1');
    await user.selectOptions(screen.getByLabelText(/Tingkat/), 'nasional');
    await user.type(screen.getByLabelText(/Penyelenggara/), 'Kementerian');
    await user.type(screen.getByLabelText(/Tanggal pengumuman/), '2025-09-01');
    await user.type(screen.getByLabelText(/Nama Anda/), 'Putri Lestari');
    await user.type(screen.getByLabelText(/^Angkatan/), '2023');
    await user.type(screen.getByLabelText(/NIM Anda/), '1302223344');
    await user.type(screen.getByLabelText(/E-mail Anda/), 'putri@student.test');
    await user.type(screen.getByLabelText(/Cerita singkat/), 'Kami membuat aplikasi.');
    await user.upload(screen.getByLabelText(/Bukti prestasi/), proof);
  }

  it('shows an Indonesian error under each empty field, focuses the first, and sends nothing', async () => {
    const user = userEvent.setup();
    const seen = recordRequests();
    renderRoute('/prestasi/kirim');
    await user.click(await screen.findByRole('button', { name: 'Kirim Prestasi' }));
    expect(await screen.findByText('Nama kompetisi wajib diisi.')).toBeInTheDocument();
    expect(screen.getByText('Unggah bukti prestasi (gambar atau PDF).')).toBeInTheDocument();
    expect(screen.getByText('NIM wajib diisi.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Nama kompetisi/)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText(/Nama kompetisi/)).toHaveFocus());
    expect(seen.filter((line) => line.startsWith('POST /api/prestasi'))).toEqual([]);
  });

  it('sends with a PDF proof and thanks the student; the form is emptied', async () => {
    const user = userEvent.setup();
    renderRoute('/prestasi/kirim');
    await fill(user, pdfFile());
    await user.click(screen.getByRole('button', { name: 'Kirim Prestasi' }));
    expect(await screen.findByText('Terima kasih! Prestasi Anda akan ditinjau pengurus.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Nama kompetisi/)).toHaveValue('');
  });

  it('a proof the server refuses (a PDF/HTML polyglot) is named under its field, and nothing typed is lost', async () => {
    const user = userEvent.setup();
    renderRoute('/prestasi/kirim');
    await fill(user, polyglot());
    await user.click(screen.getByRole('button', { name: 'Kirim Prestasi' }));
    expect(await screen.findAllByText('Bukti harus berupa gambar PNG, JPEG, WebP, atau berkas PDF.')).not.toHaveLength(
      0,
    );
    expect(screen.getByLabelText(/Bukti prestasi/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Nama kompetisi/)).toHaveValue('Lomba Aplikasi Nasional');
    expect(screen.getByLabelText(/NIM Anda/)).toHaveValue('1302223344');
    // another proof, and it goes through
    await user.upload(screen.getByLabelText(/Bukti prestasi/), pngFile('sertifikat.png'));
    await user.click(screen.getByRole('button', { name: 'Kirim Prestasi' }));
    expect(await screen.findByText('Terima kasih! Prestasi Anda akan ditinjau pengurus.')).toBeInTheDocument();
  });

  it('says the flood limit as the server words it, keeping the form', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('/api/prestasi', () =>
        HttpResponse.json(
          { message: 'Terlalu banyak percobaan. Coba lagi dalam 60 detik.' },
          { status: 429, headers: { 'Retry-After': '60' } },
        ),
      ),
    );
    renderRoute('/prestasi/kirim');
    await fill(user, pdfFile());
    await user.click(screen.getByRole('button', { name: 'Kirim Prestasi' }));
    expect(await screen.findByText('Terlalu banyak percobaan. Coba lagi dalam 60 detik.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Cerita singkat/)).toHaveValue('Kami membuat aplikasi.');
  });
});
