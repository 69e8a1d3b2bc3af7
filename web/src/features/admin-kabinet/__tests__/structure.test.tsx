import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '@/testing/render';
import { server } from '@/testing/msw/server';
import { db, signInAsAdmin } from '@/testing/msw/db';

const founding = () => db.cabinets[0]!;

/** The text field that has the focus, once it has it (a new row's field is focused on the next frame). */
const focusedInput = () =>
  waitFor(() => {
    const active = document.activeElement;
    if (!(active instanceof HTMLInputElement) || active.value !== '')
      throw new Error('no empty field has the focus yet');
    return active;
  });

describe('Struktur', () => {
  it("opens on the active cabinet's departments and divisions, in order", async () => {
    signInAsAdmin();
    renderRoute('/admin/struktur');
    const list = await screen.findByRole('list', {
      name: `Departemen Kabinet ${founding().name} ${founding().period}`,
    });
    expect(
      within(list)
        .getAllByLabelText(/^Nama departemen/)
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(founding().departments.map((d) => d.name));
    expect(screen.getByLabelText('Kabinet')).toHaveValue(String(founding().id));
    expect(screen.getByRole('list', { name: 'Divisi INTERNAL' })).toBeInTheDocument();
  });

  it('renames, reorders from the keyboard, adds and removes, then saves the whole structure', async () => {
    signInAsAdmin();
    // an empty department, to remove
    founding().departments.push({ id: 777, name: 'KOSONG', head: null, members: [], divisions: [] });
    const { user } = renderRoute('/admin/struktur');
    const media = await screen.findByDisplayValue('MEDIA KREATIF');
    await user.clear(media);
    await user.type(media, 'KREATIF');
    // MEDIA KREATIF up, with Enter on its button; the focus stays on the moved department's button
    const up = screen.getByRole('button', { name: 'Naikkan departemen KREATIF' });
    up.focus();
    await user.keyboard('{Enter}');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(screen.getByRole('button', { name: 'Naikkan departemen KREATIF' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Hapus departemen KOSONG' }));
    await user.click(screen.getByRole('button', { name: 'Tambah Divisi di KREATIF' }));
    // the new row's name field takes the focus on the next frame
    await user.type(await focusedInput(), 'Desain');
    await user.click(screen.getByRole('button', { name: 'Tambah Departemen' }));
    await user.type(await focusedInput(), 'RISET');
    await user.click(screen.getByRole('button', { name: 'Simpan Struktur' }));
    expect(await screen.findByText('Struktur kabinet berhasil disimpan!')).toBeInTheDocument();
    expect(founding().departments.map((d) => [d.name, d.divisions.map((v) => v.name)])).toEqual([
      ['INTI', []],
      ['INTERNAL', ['Kaderisasi', 'Pengembangan Sumber Daya Manusia', 'Akademik & Riset']],
      ['KREATIF', ['Komunikasi & Informasi', 'Desain']],
      ['EKSTERNAL', ['Relasi Eksternal', 'Kerjasama & Kewirausahaan']],
      ['RISET', []],
    ]);
    // the members stayed where they were
    expect(founding().departments[2]!.head?.jabatan).toBe('Kepala Departemen Media Kreatif');
  });

  it('shows the refusal naming a department that still has members, and keeps the edits', async () => {
    signInAsAdmin();
    const { user } = renderRoute('/admin/struktur');
    await user.click(await screen.findByRole('button', { name: 'Hapus departemen EKSTERNAL' }));
    await user.click(screen.getByRole('button', { name: 'Simpan Struktur' }));
    // in the banner (with 'Gagal menyimpan struktur.') and under the list
    const refusal = 'Departemen "EKSTERNAL" masih memiliki anggota. Pindahkan atau hapus anggotanya terlebih dahulu.';
    expect(await screen.findAllByText(refusal)).toHaveLength(2);
    expect(screen.getByText('Gagal menyimpan struktur.')).toBeInTheDocument();
    expect(screen.queryByDisplayValue('EKSTERNAL')).not.toBeInTheDocument();
    expect(founding().departments.some((d) => d.name === 'EKSTERNAL')).toBe(true);
  });

  it('shows a field error from the server next to the name', async () => {
    signInAsAdmin();
    const { user } = renderRoute('/admin/struktur');
    const inti = await screen.findByDisplayValue('INTI');
    await user.clear(inti);
    await user.type(inti, 'INTERNAL');
    await user.click(screen.getByRole('button', { name: 'Simpan Struktur' }));
    expect(
      await screen.findByText('Nama departemen "INTERNAL" dipakai lebih dari sekali.', { selector: 'p[id]' }),
    ).toBeInTheDocument();
  });

  it('says so when there is no cabinet yet, and when the cabinet cannot be loaded', async () => {
    signInAsAdmin();
    db.cabinets = [];
    renderRoute('/admin/struktur');
    expect(await screen.findByText(/Belum ada kabinet/)).toBeInTheDocument();
  });

  it("shows 'Memuat struktur...' and then an error when the read fails", async () => {
    signInAsAdmin();
    server.use(
      http.get('/api/admin/kabinet/:id', () =>
        HttpResponse.json({ message: 'Terjadi kesalahan pada server' }, { status: 500 }),
      ),
    );
    renderRoute('/admin/struktur');
    expect(await screen.findByText('Memuat struktur...')).toBeInTheDocument();
    expect(await screen.findByText('Gagal memuat struktur. Muat ulang halaman lalu coba lagi.')).toBeInTheDocument();
  });
});
