import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '@/testing/render';
import { db, signInAsAdmin } from '@/testing/msw/db';
import { answerConfirm, pngFile, recordRequests } from '@/testing/admin-helpers';

const founding = () => db.cabinets[0]!;
const department = (name: string) => founding().departments.find((d) => d.name === name)!;

describe('Kelola Anggota', () => {
  it("lists the active cabinet's members per department: head, members, each division, in order", async () => {
    signInAsAdmin();
    renderRoute('/admin/anggota');
    const internal = await screen.findByRole('region', { name: 'INTERNAL' });
    const head = within(internal).getByRole('region', { name: 'Kepala Departemen INTERNAL' });
    expect(within(head).getByText(department('INTERNAL').head!.nama)).toBeInTheDocument();
    const psdm = within(internal).getByRole('region', { name: 'Divisi Pengembangan Sumber Daya Manusia' });
    expect(
      within(psdm)
        .getAllByRole('listitem')
        .map((li) => within(li).getAllByRole('paragraph')[0]!.textContent),
    ).toEqual(department('INTERNAL').divisions[1]!.members.map((m) => m.nama));
    const inti = screen.getByRole('region', { name: 'INTI' });
    expect(within(within(inti).getByRole('region', { name: 'Anggota INTI' })).getAllByRole('listitem')).toHaveLength(8);
  });

  it('filters by department', async () => {
    signInAsAdmin();
    const { user } = renderRoute('/admin/anggota');
    await user.selectOptions(await screen.findByLabelText('Departemen'), 'EKSTERNAL');
    expect(screen.getByRole('region', { name: 'EKSTERNAL' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'INTI' })).not.toBeInTheDocument();
  });

  it('moves a member up and down from the keyboard; the order is saved and the focus stays on that member', async () => {
    signInAsAdmin();
    const { user } = renderRoute('/admin/anggota');
    const inti = department('INTI');
    const [first, second] = inti.members;
    const down = await screen.findByRole('button', { name: `Turunkan ${first!.nama}` });
    expect(screen.getByRole('button', { name: `Naikkan ${first!.nama}` })).toBeDisabled();
    const requests = recordRequests();
    down.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Urutan berhasil disimpan!')).toBeInTheDocument();
    expect(requests).toContain('POST /api/admin/anggota/urutan');
    expect(
      department('INTI')
        .members.slice(0, 2)
        .map((m) => m.id),
    ).toEqual([second!.id, first!.id]);
    await waitFor(() => expect(screen.getByRole('button', { name: `Turunkan ${first!.nama}` })).toHaveFocus());
    const group = screen.getByRole('region', { name: 'Anggota INTI' });
    expect(within(within(group).getAllByRole('listitem')[1]!).getByText(first!.nama)).toBeInTheDocument();
    // and back up with the other button
    await user.click(screen.getByRole('button', { name: `Naikkan ${first!.nama}` }));
    await waitFor(() => expect(department('INTI').members[0]!.id).toBe(first!.id));
  });

  it('adds a head of department with a portrait shown 3:4; the head mark is off while a division is chosen', async () => {
    signInAsAdmin();
    department('EKSTERNAL').head = null;
    const { user } = renderRoute('/admin/anggota');
    await user.click(await screen.findByRole('button', { name: 'Tambah Anggota' }));
    expect(await screen.findByRole('heading', { name: 'Tambah Anggota' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Nama/), 'Kepala Baru');
    await user.type(screen.getByLabelText(/^Jabatan/), 'Kepala Departemen Eksternal');
    await user.selectOptions(screen.getByLabelText('Departemen', { selector: 'form select' }), 'EKSTERNAL');
    await user.selectOptions(screen.getByLabelText('Divisi'), 'Relasi Eksternal');
    expect(screen.getByLabelText('Kepala departemen')).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Divisi'), 'Tanpa divisi');
    await user.click(screen.getByLabelText('Kepala departemen'));
    await user.upload(screen.getByLabelText(/^Foto/), pngFile('potret.png'));
    const preview = await screen.findByRole('img', { name: /Pratinjau Foto/ });
    expect(preview.closest('figure')?.className).toMatch(/portraitPreview/);
    await user.click(screen.getByRole('button', { name: 'Tambah Anggota' }));
    expect(await screen.findByText('Anggota berhasil ditambahkan!')).toBeInTheDocument();
    expect(department('EKSTERNAL').head).toMatchObject({ nama: 'Kepala Baru', is_head: true });
    expect(department('EKSTERNAL').head!.image_path).toMatch(/^anggota\//);
  });

  it("shows the server's refusal next to the field (a second head) and keeps the form", async () => {
    signInAsAdmin();
    const { user } = renderRoute('/admin/anggota');
    await user.click(await screen.findByRole('button', { name: 'Tambah Anggota' }));
    await user.type(screen.getByLabelText(/^Nama/), 'Orang Kedua');
    await user.type(screen.getByLabelText(/^Jabatan/), 'Kepala');
    await user.selectOptions(screen.getByLabelText('Departemen', { selector: 'form select' }), 'INTERNAL');
    await user.click(screen.getByLabelText('Kepala departemen'));
    await user.click(screen.getByRole('button', { name: 'Tambah Anggota' }));
    expect(
      await screen.findByText(`Departemen ini sudah memiliki kepala: ${department('INTERNAL').head!.nama}.`, {
        selector: 'p[id]',
      }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nama/)).toHaveValue('Orang Kedua');
    expect(screen.getByText('Gagal menyimpan anggota. Coba lagi.')).toBeInTheDocument();
  });

  it('edits and deletes a member after asking', async () => {
    signInAsAdmin();
    const member = department('MEDIA KREATIF').divisions[0]!.members[1]!;
    const { user } = renderRoute('/admin/anggota');
    await user.click(await screen.findByRole('button', { name: `Edit ${member.nama}` }));
    const name = await screen.findByLabelText(/^Nama/);
    expect(name).toHaveValue(member.nama);
    await user.clear(name);
    await user.type(name, 'Nama Diperbaiki');
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(await screen.findByText('Anggota berhasil diperbarui!')).toBeInTheDocument();
    expect(department('MEDIA KREATIF').divisions[0]!.members[1]!.nama).toBe('Nama Diperbaiki');

    const confirm = answerConfirm(true);
    await user.click(screen.getByRole('button', { name: 'Hapus Nama Diperbaiki' }));
    expect(confirm).toHaveBeenCalledWith(
      `Apakah Anda yakin ingin menghapus anggota Nama Diperbaiki (${member.jabatan})? Konten akan dipindahkan ke Tempat Sampah dan dapat dipulihkan selama 30 hari.`,
    );
    expect(await screen.findByText('Anggota berhasil dihapus!')).toBeInTheDocument();
    expect(department('MEDIA KREATIF').divisions[0]!.members).toHaveLength(1);
  });

  it('says what to do for a cabinet without departments', async () => {
    signInAsAdmin();
    founding().departments = [];
    renderRoute('/admin/anggota');
    expect(await screen.findByText(/Kabinet ini belum memiliki departemen/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Atur struktur' })).toHaveAttribute(
      'href',
      `/admin/struktur?kabinet=${founding().id}`,
    );
  });
});
