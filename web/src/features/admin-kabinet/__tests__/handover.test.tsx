/**
 * The yearly handover in the admin (ADR 065-068): the checklist page ticked from the data, the screens that open on
 * the cabinet being prepared and say which one they show, every save confirmed beside its button (in a live region)
 * after the screen shows the new state, messages that go as their fields become valid, a refused portrait that keeps
 * the form from being sent, the offer to start from the active cabinet's texts, the designed-cards mark, and the
 * member import (25 rows with portraits; a file with 5 bad rows, each named, nothing created).
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import * as XLSX from 'xlsx';
import type { Cabinet } from '@hmrpl/contract';
import { renderRoute } from '@/testing/render';
import { db, signInAsAdmin } from '@/testing/msw/db';
import { heicFile, pngFile, recordRequests } from '@/testing/admin-helpers';

const founding = () => db.cabinets[0]!;
/** The prepared cabinet's title, as the screens write it. */
const NEXT_TITLE = `Kabinet ${'FRATERNA'} ${'2025/2026'}`;

/** The next cabinet, being prepared: the founding structure, no members. */
function prepare(name = 'FRATERNA', period = '2025/2026'): Cabinet {
  const cabinet: Cabinet = {
    ...structuredClone(founding()),
    id: 900,
    slug: `${name.toLowerCase()}-${period.replace('/', '-')}`,
    name,
    period,
    active: false,
    designed_cards: false,
  };
  let id = 910;
  cabinet.departments = cabinet.departments.map((department) => ({
    ...department,
    id: (id += 1),
    head: null,
    members: [],
    divisions: department.divisions.map((division) => ({ ...division, id: (id += 1), members: [] })),
  }));
  db.cabinets.push(cabinet);
  return cabinet;
}

const everyone = (cabinet: Cabinet) =>
  cabinet.departments.flatMap((d) => [
    ...(d.head ? [d.head] : []),
    ...d.members,
    ...d.divisions.flatMap((v) => v.members),
  ]);

describe('Serah Terima (the checklist)', () => {
  it('lists the steps of the handover in order, ticked from the data, each a link set on the new cabinet', async () => {
    signInAsAdmin();
    const next = prepare();
    db.handover[next.id] = { struktur: '2026-11-25T03:00:00.000Z' };
    const { user } = renderRoute('/admin/serah-terima');
    expect(await screen.findByRole('heading', { name: NEXT_TITLE })).toBeInTheDocument();
    expect(screen.getByText('2 dari 7 langkah selesai')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '2');
    const items = screen.getAllByRole('listitem').filter((li) => li.closest('ol'));
    expect(items.map((li) => li.querySelector('a')?.textContent ?? li.textContent)).toEqual([
      'Tambah Kabinet Baru',
      'Struktur',
      'Kelola Anggota',
      'Edit Kabinet',
      'Pengaturan',
      'Admin',
      'Aktifkan',
    ]);
    expect(items.map((li) => /\(selesai\)/.test(li.textContent ?? ''))).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(within(items[1]!).getByRole('link', { name: 'Struktur' })).toHaveAttribute(
      'href',
      `/admin/struktur?kabinet=${next.id}`,
    );
    expect(within(items[2]!).getByRole('link', { name: 'Kelola Anggota' })).toHaveAttribute(
      'href',
      `/admin/anggota?kabinet=${next.id}`,
    );
    expect(within(items[2]!).getByText('0 anggota')).toBeInTheDocument();
    // nothing to change in the accounts: marked as reviewed, the row says so where the button was
    await user.click(within(items[5]!).getByRole('button', { name: /Tandai Admin sudah ditinjau/ }));
    expect(await within(items[5]!).findByRole('status')).toHaveTextContent('Langkah ditandai sudah ditinjau.');
    expect(items[5]!.textContent).toContain('(selesai)');
    expect(screen.getByText('3 dari 7 langkah selesai')).toBeInTheDocument();
  });

  it('without a cabinet being prepared, it starts from Tambah Kabinet Baru', async () => {
    signInAsAdmin();
    renderRoute('/admin/serah-terima');
    expect(await screen.findByRole('heading', { name: 'Belum ada kabinet yang sedang disiapkan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tambah Kabinet Baru' })).toHaveAttribute('href', '/admin/kabinet/tambah');
    const checklist = screen
      .getByRole('heading', { name: 'Belum ada kabinet yang sedang disiapkan' })
      .closest('section')!;
    expect(within(checklist).queryByRole('link', { name: 'Struktur' })).toBeNull();
    expect(screen.getByText('0 dari 7 langkah selesai')).toBeInTheDocument();
  });

  it('is in the sidebar', async () => {
    signInAsAdmin();
    renderRoute('/admin');
    expect(await screen.findByRole('link', { name: 'Serah Terima' })).toHaveAttribute('href', '/admin/serah-terima');
  });
});

describe('the screens open on the cabinet being prepared', () => {
  it('Struktur and Kelola Anggota show the new cabinet and say which one; the picker marks it', async () => {
    signInAsAdmin();
    const next = prepare();
    const first = renderRoute('/admin/struktur');
    expect(
      await screen.findByText(
        (_, node) => node?.textContent === `Menampilkan ${NEXT_TITLE}: sedang disiapkan, belum tampil di situs.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('option', { name: `${NEXT_TITLE} (sedang disiapkan)` })).toBeInTheDocument();
    expect(
      screen.getByRole('option', { name: `Kabinet ${founding().name} ${founding().period} (aktif)` }),
    ).toBeInTheDocument();
    first.unmount();
    renderRoute('/admin/anggota');
    expect(await screen.findByText(/Menampilkan/)).toHaveTextContent(NEXT_TITLE);
    expect(screen.getByLabelText('Kabinet')).toHaveValue(String(next.id));
  });
});

describe('feedback where the eyes are', () => {
  it('Simpan Struktur: the list holds the saved structure, then the confirmation shows beside the button', async () => {
    signInAsAdmin();
    const { user } = renderRoute('/admin/struktur');
    const name = await screen.findByLabelText(/Nama departemen 2/);
    await user.clear(name);
    // a message goes as soon as its field is valid again
    await user.click(screen.getByRole('button', { name: 'Simpan Struktur' }));
    expect(await screen.findByText('Nama wajib diisi.', { selector: 'p[id]' })).toBeInTheDocument();
    await user.type(name, 'INTERNAL BARU');
    expect(screen.queryByText('Nama wajib diisi.', { selector: 'p[id]' })).toBeNull();
    expect(name).not.toHaveAttribute('aria-invalid');
    const save = screen.getByRole('button', { name: 'Simpan Struktur' });
    await user.click(save);
    const status = await within(save.parentElement!).findByRole('status');
    expect(status).toHaveTextContent('Struktur kabinet berhasil disimpan!');
    expect(status.closest('[aria-live="polite"]')).not.toBeNull();
    expect(founding().departments[1]!.name).toBe('INTERNAL BARU');
  });

  it('Naikkan: the result shows in the moved member’s row, where the focus stays', async () => {
    signInAsAdmin();
    const { user } = renderRoute('/admin/anggota');
    const [first] = founding().departments[0]!.members;
    await user.click(await screen.findByRole('button', { name: `Turunkan ${first!.nama}` }));
    const row = (await screen.findByRole('button', { name: `Naikkan ${first!.nama}` })).closest('li')!;
    expect(await within(row).findByRole('status')).toHaveTextContent('Urutan berhasil disimpan!');
    // the list already shows the new order
    const group = screen.getByRole('region', { name: 'Anggota INTI' });
    expect(within(within(group).getAllByRole('listitem')[1]!).getByText(first!.nama)).toBeInTheDocument();
  });

  it('a refused portrait keeps the member from being saved until it is removed or replaced', async () => {
    signInAsAdmin();
    const requests = recordRequests();
    const { user } = renderRoute('/admin/anggota');
    await user.click(await screen.findByRole('button', { name: 'Tambah Anggota' }));
    await user.type(screen.getByLabelText(/^Nama/), 'Orang Baru');
    await user.type(screen.getByLabelText(/^Jabatan/), 'Staf');
    await user.upload(screen.getByLabelText(/^Foto/), heicFile());
    expect(await screen.findByText(/Foto HEIC dari iPhone belum didukung/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tambah Anggota' }));
    // nothing sent, the message stays, the picker has the focus
    expect(requests.filter((r) => r.startsWith('POST /api/admin/anggota'))).toEqual([]);
    expect(screen.getByText(/Foto HEIC dari iPhone belum didukung/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Foto/)).toHaveFocus();
    // replaced by a JPEG/PNG: saved with it
    await user.upload(screen.getByLabelText(/^Foto/), pngFile('potret.png'));
    expect(screen.queryByText(/Foto HEIC/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Tambah Anggota' }));
    expect(await screen.findByText('Anggota berhasil ditambahkan!')).toBeInTheDocument();
    expect(everyone(founding()).find((m) => m.nama === 'Orang Baru')?.image_path).toMatch(/^anggota\//);
  });

  it('"Hapus pilihan" removes a refused portrait: the member is then saved without one, as asked', async () => {
    signInAsAdmin();
    const { user } = renderRoute('/admin/anggota');
    await user.click(await screen.findByRole('button', { name: 'Tambah Anggota' }));
    await user.type(screen.getByLabelText(/^Nama/), 'Tanpa Foto');
    await user.type(screen.getByLabelText(/^Jabatan/), 'Staf');
    await user.upload(screen.getByLabelText(/^Foto/), heicFile());
    await user.click(await screen.findByRole('button', { name: 'Hapus pilihan' }));
    expect(screen.queryByText(/Foto HEIC/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Tambah Anggota' }));
    expect(await screen.findByText('Anggota berhasil ditambahkan!')).toBeInTheDocument();
    expect(everyone(founding()).find((m) => m.nama === 'Tanpa Foto')?.image_path).toBeNull();
  });
});

describe('Tambah Kabinet and Edit Kabinet', () => {
  it("offers to start from the active cabinet's vision, missions and texts, filling only what is empty", async () => {
    signInAsAdmin();
    const { user } = renderRoute('/admin/kabinet/tambah');
    const tagline = await screen.findByLabelText(/^Tagline/);
    await user.type(tagline, 'Tumbuh Bersama');
    await user.click(
      screen.getByRole('button', {
        name: `Salin visi, misi, dan teks Kabinet ${founding().name} ${founding().period}`,
      }),
    );
    expect(tagline).toHaveValue('Tumbuh Bersama');
    expect(screen.getByLabelText(/^Visi/)).toHaveValue(founding().vision);
    expect(screen.getByLabelText(/^Judul misi 1/)).toHaveValue(founding().missions[0]!.title);
    expect(screen.getAllByLabelText(/^Judul misi/)).toHaveLength(founding().missions.length);
    expect(screen.getByText(/disalin ke isian yang masih kosong/)).toBeInTheDocument();
  });

  it('marks the portraits as designed cards (off by default), and confirms beside "Simpan Perubahan"', async () => {
    signInAsAdmin();
    const next = prepare();
    const { user } = renderRoute(`/admin/kabinet/edit/${next.id}`);
    const cards = await screen.findByLabelText(/Foto pengurus berupa kartu desain/);
    expect(cards).not.toBeChecked();
    await user.click(cards);
    const save = screen.getByRole('button', { name: 'Simpan Perubahan' });
    await user.click(save);
    await waitFor(() => expect(db.cabinets.find((c) => c.id === next.id)!.designed_cards).toBe(true));
    expect(await screen.findByRole('status')).toHaveTextContent('Kabinet berhasil diperbarui!');
    expect(screen.getByRole('button', { name: 'Simpan Perubahan' }).parentElement).toContainElement(
      screen.getByRole('status'),
    );
    expect(screen.getByLabelText(/Foto pengurus berupa kartu desain/)).toBeChecked();
  });
});

/** A spreadsheet as the association would fill it. */
function workbook(rows: Array<Array<string | number>>, type: 'xlsx' | 'csv' = 'xlsx', name = `anggota.${type}`): File {
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Anggota');
  const bytes: ArrayBuffer = XLSX.write(book, { bookType: type, type: 'array' });
  return new File([bytes], name);
}

/** 25 people in the founding structure: INTI's posts, each department's head, each division's staff. */
function twentyFiveRows(cabinet: Cabinet) {
  const rows: Array<Array<string | number>> = [['Nama', 'Jabatan', 'Departemen', 'Divisi', 'Urutan', 'Kepala']];
  const [inti, ...others] = cabinet.departments;
  for (let n = 1; rows.length <= 6; n += 1) rows.push([`Inti ${n}`, `Jabatan Inti ${n}`, inti!.name, '', n, '']);
  for (const department of others) {
    rows.push([`Kepala ${department.name}`, 'Kepala Departemen', department.name, '', '', 'ya']);
    for (const division of department.divisions)
      for (let n = 1; n <= 3 && rows.length <= 25; n += 1)
        rows.push([`${division.name} ${n}`, `Staf ${division.name}`, department.name, division.name, '', '']);
  }
  while (rows.length <= 25) rows.push([`Inti ${rows.length}`, 'Staf Inti', inti!.name.toLowerCase(), '', '', '']);
  return rows.slice(0, 26);
}

describe('Impor Anggota', () => {
  it('imports 25 rows from an XLSX file, with their portraits matched by file name', async () => {
    signInAsAdmin();
    const next = prepare();
    const rows = twentyFiveRows(next);
    const requests = recordRequests();
    const { user } = renderRoute('/admin/anggota/impor');
    expect(await screen.findByText(/Menampilkan/)).toHaveTextContent(NEXT_TITLE);
    await user.upload(screen.getByLabelText('Berkas anggota (XLSX atau CSV)'), workbook(rows));
    const names = rows.slice(1).map((row) => String(row[0]));
    await user.upload(
      screen.getByLabelText(/^Foto anggota/),
      names.map((name) => pngFile(`${name.replace(/ /g, '_')}.png`)),
    );
    expect(await screen.findByText(`25 anggota siap diimpor ke ${NEXT_TITLE}, 25 dengan foto.`)).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    // each thumbnail appears once its file is read
    await waitFor(() => expect(within(table).getAllByRole('img')).toHaveLength(25));
    expect(requests.filter((r) => r.startsWith('POST'))).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Impor 25 Anggota' }));
    await waitFor(() => expect(screen.getByText('25 anggota berhasil diimpor!')).toBeInTheDocument(), {
      timeout: 10_000,
    });
    expect(screen.getByText('25 foto terunggah.')).toBeInTheDocument();
    const made = everyone(db.cabinets.find((c) => c.id === next.id)!);
    expect(made).toHaveLength(25);
    expect(made.every((m) => m.image_path)).toBe(true);
    expect(requests.filter((r) => r === 'POST /api/admin/anggota/impor')).toHaveLength(1);
    expect(next.departments.slice(1).every((d) => d.head?.nama === `Kepala ${d.name}`)).toBe(true);
    expect(screen.getByRole('link', { name: 'Lihat di Kelola Anggota' })).toHaveAttribute(
      'href',
      `/admin/anggota?kabinet=${next.id}`,
    );
  });

  it('names each of 5 bad rows of a CSV file in Indonesian, and creates nothing', async () => {
    signInAsAdmin();
    const next = prepare();
    const rows = twentyFiveRows(next).slice(0, 21);
    rows[3] = ['', 'Staf', next.departments[0]!.name, '', '', ''];
    rows[6] = ['Orang', 'Staf', 'HUMAS', '', '', ''];
    rows[9] = ['Orang', 'Staf', next.departments[1]!.name, 'Divisi Khayalan', '', ''];
    rows[12] = ['Orang', 'Staf', next.departments[0]!.name, '', 'dua', ''];
    rows[15] = ['Orang', 'Staf', next.departments[0]!.name, '', '', 'mungkin'];
    const requests = recordRequests();
    const { user } = renderRoute(`/admin/anggota/impor?kabinet=${next.id}`);
    await user.upload(await screen.findByLabelText('Berkas anggota (XLSX atau CSV)'), workbook(rows, 'csv'));
    expect(
      await screen.findByText(
        '5 baris bermasalah. Perbaiki berkasnya lalu pilih lagi; tidak ada yang diimpor sebelum semua baris benar.',
      ),
    ).toBeInTheDocument();
    for (const message of [
      'Baris 4: Nama wajib diisi.',
      'Baris 7: Departemen "HUMAS" tidak ada di kabinet ini.',
      `Baris 10: Divisi "Divisi Khayalan" tidak ada di departemen ${next.departments[1]!.name}.`,
      'Baris 13: Urutan harus berupa bilangan bulat 0 sampai 10000.',
      'Baris 16: Kolom kepala diisi "ya" atau dikosongkan.',
    ])
      expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Impor 20 Anggota' })).toBeDisabled();
    expect(requests.filter((r) => r.startsWith('POST'))).toEqual([]);
    expect(everyone(next)).toHaveLength(0);
  });

  it('says what is wrong with a file that cannot be used', async () => {
    signInAsAdmin();
    prepare();
    const { user } = renderRoute('/admin/anggota/impor');
    const input = await screen.findByLabelText('Berkas anggota (XLSX atau CSV)');
    await user.upload(
      input,
      workbook([
        ['Nama Lengkap', 'Posisi'],
        ['A', 'B'],
      ]),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Kolom department tidak ditemukan di baris pertama berkas.',
    );
    await user.upload(input, new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'besar.xlsx'));
    expect(await screen.findByText('Berkas anggota maksimal 2 MB.')).toBeInTheDocument();
  });
});
