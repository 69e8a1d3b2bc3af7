import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInAsAdmin } from '@/testing/msw/db';
import { renderRoute } from '@/testing/render';
import { answerConfirm } from '@/testing/admin-helpers';
import { fixtureTrash } from '@/testing/msw/trash';

describe('Kelola Prestasi', () => {
  it('is in the sidebar and lists the waiting ones first, with how many wait', async () => {
    signInAsAdmin();
    renderRoute('/admin/prestasi');
    const nav = await screen.findByRole('navigation', { name: 'Navigasi admin' });
    expect(within(nav).getByRole('link', { name: 'Kelola Prestasi' })).toHaveAttribute('href', '/admin/prestasi');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      'Juara 1 Lomba Aplikasi Kampus Hijau',
      'Juara 3 Kompetisi Keamanan Siber Regional',
    ]);
    expect(screen.getByText(/2 menunggu tinjauan/)).toBeInTheDocument();
  });

  it('shows the sender and the proof to staff, and refusing needs a reason', async () => {
    const user = userEvent.setup();
    signInAsAdmin();
    renderRoute('/admin/prestasi/9104');
    expect(await screen.findByText('1302223344')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Buka bukti \(PDF/ })).toHaveAttribute(
      'href',
      '/api/admin/prestasi/9104/bukti',
    );
    await user.click(screen.getByRole('button', { name: 'Tolak dengan alasan' }));
    expect(await screen.findAllByText('Tuliskan alasan penolakan.')).not.toHaveLength(0);
    await user.type(screen.getByLabelText('Alasan penolakan'), 'Sertifikat tidak terbaca.');
    await user.click(screen.getByRole('button', { name: 'Tolak dengan alasan' }));
    expect(
      await screen.findByText('Prestasi berhasil diperbarui! Pengirim diberi tahu lewat e-mail.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/· Ditolak$/)).toBeInTheDocument();
  });

  it('approving with a corrected rank publishes it on /prestasi', async () => {
    const user = userEvent.setup();
    signInAsAdmin();
    renderRoute('/admin/prestasi/9105');
    const rank = await screen.findByLabelText(/^Peringkat/);
    await user.clear(rank);
    await user.type(rank, 'Juara 2');
    await user.click(screen.getByRole('button', { name: 'Setujui & tayangkan' }));
    expect(await screen.findByText(/Prestasi berhasil diperbarui!/)).toBeInTheDocument();
    renderRoute('/prestasi');
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: 'Juara 2 Kompetisi Keamanan Siber Regional' })).not.toHaveLength(0),
    );
  });

  it('deletes one to the trash after the confirmation, and the queue no longer lists it', async () => {
    const user = userEvent.setup();
    signInAsAdmin();
    renderRoute('/admin/prestasi/9104');
    await screen.findByText('1302223344');
    const confirm = answerConfirm(true);
    await user.click(screen.getByRole('button', { name: 'Hapus' }));
    expect(confirm).toHaveBeenCalledWith(
      'Hapus prestasi ini beserta bukti dan fotonya? Konten akan dipindahkan ke Tempat Sampah dan dapat dipulihkan selama 30 hari.',
    );
    const table = await screen.findByRole('table');
    await waitFor(() =>
      expect(within(table).queryByRole('cell', { name: 'Juara 1 Lomba Aplikasi Kampus Hijau' })).toBeNull(),
    );
    expect(fixtureTrash.current.map((entry) => [entry.item.type, entry.item.title])).toContainEqual([
      'prestasi',
      'Lomba Aplikasi Kampus Hijau',
    ]);
  });
});
