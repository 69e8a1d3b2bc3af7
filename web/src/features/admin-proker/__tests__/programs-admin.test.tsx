import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '@/testing/render';
import { db, signInAsAdmin } from '@/testing/msw/db';
import { answerConfirm } from '@/testing/admin-helpers';
import { fixtureTrash } from '@/testing/msw/trash';

const section = (name: string) => screen.getByRole('region', { name });
const departments = () => db.cabinets[0]!.departments;

async function openScreen() {
  signInAsAdmin();
  const view = renderRoute('/admin/proker');
  await screen.findByRole('cell', { name: 'Kelas Belajar Bersama' });
  return view;
}

describe('Kelola Proker', () => {
  it('is in the sidebar and lists the active cabinet’s programs per department', async () => {
    await openScreen();
    const nav = screen.getByRole('navigation', { name: 'Navigasi admin' });
    expect(within(nav).getByRole('link', { name: 'Kelola Proker' })).toHaveAttribute('href', '/admin/proker');
    const second = section(departments()[1]!.name);
    expect(
      within(second)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]!.textContent),
    ).toEqual(['Kelas Belajar Bersama', 'Pelatihan Kepemimpinan']);
    expect(within(second).getByRole('combobox', { name: 'Status Kelas Belajar Bersama' })).toHaveValue('berjalan');
    expect(within(second).getByRole('spinbutton', { name: 'Progres Kelas Belajar Bersama (persen)' })).toHaveValue(45);
    // every department has its own "add" button, even one without programs
    for (const department of departments())
      expect(
        within(section(department.name)).getByRole('button', { name: `Tambah Program Kerja di ${department.name}` }),
      ).toBeInTheDocument();
  });

  it('adds a program to a department, checking the rules before sending', async () => {
    const { user } = await openScreen();
    const dept = departments()[0]!;
    await user.click(screen.getByRole('button', { name: `Tambah Program Kerja di ${dept.name}` }));
    const form = screen.getByRole('form', { name: `Tambah Program Kerja ${dept.name}` });
    await user.click(within(form).getByRole('button', { name: 'Simpan Program Kerja' }));
    expect(within(form).getByText('Nama program kerja wajib diisi.')).toBeInTheDocument();
    expect(within(form).getByText('Ringkasan wajib diisi.')).toBeInTheDocument();

    await user.type(within(form).getByLabelText(/Nama Program Kerja/), 'Hackathon Internal');
    await user.type(within(form).getByLabelText(/Ringkasan/), 'Lomba membangun aplikasi dalam 24 jam.');
    await user.type(within(form).getByLabelText('Tanggal Mulai'), '2025-05-10');
    await user.type(within(form).getByLabelText('Tanggal Selesai'), '2025-05-01');
    await user.click(within(form).getByRole('button', { name: 'Simpan Program Kerja' }));
    expect(within(form).getByText('Tanggal selesai tidak boleh sebelum tanggal mulai.')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Tanggal Selesai'));
    await user.type(within(form).getByLabelText('Tanggal Selesai'), '2025-05-11');
    await user.click(within(form).getByRole('button', { name: 'Simpan Program Kerja' }));

    expect(await screen.findByText('Program kerja berhasil ditambahkan!')).toBeInTheDocument();
    expect(await within(section(dept.name)).findByRole('cell', { name: 'Hackathon Internal' })).toBeInTheDocument();
  });

  it('updates status and progress from the list', async () => {
    const { user } = await openScreen();
    const second = section(departments()[1]!.name);
    await user.selectOptions(
      within(second).getByRole('combobox', { name: 'Status Pelatihan Kepemimpinan' }),
      'berjalan',
    );
    const progress = within(second).getByRole('spinbutton', { name: 'Progres Pelatihan Kepemimpinan (persen)' });
    await user.clear(progress);
    await user.type(progress, '40');
    await user.click(within(second).getByRole('button', { name: 'Perbarui Pelatihan Kepemimpinan' }));
    expect(await screen.findByText('Program kerja berhasil diperbarui!')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(second).getByRole('combobox', { name: 'Status Pelatihan Kepemimpinan' })).toHaveValue('berjalan'),
    );
    expect(within(second).getByRole('spinbutton', { name: 'Progres Pelatihan Kepemimpinan (persen)' })).toHaveValue(40);
  });

  it('shows the server’s refusal of a quick update (progress over 100) and keeps the row as stored', async () => {
    const { user } = await openScreen();
    const second = section(departments()[1]!.name);
    const progress = within(second).getByRole('spinbutton', { name: 'Progres Kelas Belajar Bersama (persen)' });
    await user.clear(progress);
    await user.type(progress, '150');
    await user.click(within(second).getByRole('button', { name: 'Perbarui Kelas Belajar Bersama' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memperbarui program kerja.');
    expect(alert).toHaveTextContent('Progres harus berupa bilangan bulat 0 sampai 100.');
  });

  it('edits a program and moves it to another department', async () => {
    const { user } = await openScreen();
    const [first, second] = departments();
    await user.click(within(section(second!.name)).getByRole('button', { name: 'Edit Kelas Belajar Bersama' }));
    const form = screen.getByRole('form', { name: 'Edit Kelas Belajar Bersama' });
    expect(within(form).getByLabelText(/Deskripsi/)).toHaveValue('Kelas Belajar Bersama.');
    await user.selectOptions(within(form).getByLabelText(/Departemen/), String(first!.id));
    await user.click(within(form).getByRole('button', { name: 'Simpan Program Kerja' }));
    expect(await screen.findByText('Program kerja berhasil diperbarui!')).toBeInTheDocument();
    expect(
      await within(section(first!.name)).findByRole('cell', { name: 'Kelas Belajar Bersama' }),
    ).toBeInTheDocument();
  });

  it('deletes a program after the confirmation', async () => {
    const { user } = await openScreen();
    const confirm = answerConfirm(true);
    const second = section(departments()[1]!.name);
    await user.click(within(second).getByRole('button', { name: 'Hapus Pelatihan Kepemimpinan' }));
    expect(confirm).toHaveBeenCalledWith(
      'Apakah Anda yakin ingin menghapus program kerja ini? Kegiatan dan berita yang tertaut tetap tersimpan. Konten akan dipindahkan ke Tempat Sampah dan dapat dipulihkan selama 30 hari.',
    );
    expect(await screen.findByText('Program kerja berhasil dihapus!')).toBeInTheDocument();
    await waitFor(() => expect(within(second).queryByRole('cell', { name: 'Pelatihan Kepemimpinan' })).toBeNull());
    // it waits in the trash (ADR 089)
    expect(fixtureTrash.current.map((entry) => [entry.item.type, entry.item.title])).toContainEqual([
      'proker',
      'Pelatihan Kepemimpinan',
    ]);
  });
});
