/**
 * Documents as a user sees them: the public /dokumen page (grouped by kind, filtered by kind and cabinet, each a
 * download of its PDF) and Kelola Dokumen (add with progress, a refused file's message beside the field with nothing
 * lost, edit, delete). On the MSW fixtures, which judge a PDF with the CMS's own rule.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '@/testing/render';
import { signInAsAdmin } from '@/testing/msw/db';
import { SAMPLE_PDF } from '@/testing/msw/utils';
import { answerConfirm, recordRequests } from '@/testing/admin-helpers';
import { fixtureTrash } from '@/testing/msw/trash';

const pdfFile = (name = 'sop-rapat.pdf') => new File([SAMPLE_PDF], name, { type: 'application/pdf' });
/** A real PDF that also holds a page a browser would run. */
const polyglot = () =>
  new File([SAMPLE_PDF, '<html><script>alert(1)</script></html>\n%%EOF\n'], 'laporan.pdf', {
    type: 'application/pdf',
  });

describe('/dokumen', () => {
  it('lists the documents by kind with their download, size and cabinet', async () => {
    renderRoute('/dokumen');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dokumen' })).toBeInTheDocument();
    const group = await screen.findByRole('region', { name: 'Anggaran Dasar dan Anggaran Rumah Tangga (AD/ART)' });
    expect(within(group).getByRole('heading', { level: 3, name: 'Contoh AD/ART HMRPL' })).toBeInTheDocument();
    const link = within(group).getByRole('link', { name: 'Unduh Contoh AD/ART HMRPL (PDF, 2 KB)' });
    expect(link).toHaveAttribute('href', '/storage/dokumen_contoh-ad-art.pdf');
    expect(link).toHaveAttribute('download', 'contoh-ad-art-hmrpl.pdf');
    expect(await within(group).findByText(/diunggah 1 Agustus 2025 · Kabinet /)).toBeInTheDocument();
    expect(document.title).toBe('Dokumen | HMRPL Telkom University');
  });

  it('filters by kind and by cabinet, and says when nothing matches', async () => {
    const { user } = renderRoute('/dokumen');
    await screen.findByRole('heading', { level: 3, name: 'Contoh AD/ART HMRPL' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kategori' }), 'SOP');
    expect(screen.getByRole('status')).toHaveTextContent('Tidak ada dokumen untuk pilihan ini.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kategori' }), '');
    const cabinet = screen.getByRole('combobox', { name: 'Kabinet' });
    await waitFor(() => expect(within(cabinet).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(cabinet, within(cabinet).getAllByRole('option')[1]!);
    expect(screen.getByRole('heading', { level: 3, name: 'Contoh AD/ART HMRPL' })).toBeInTheDocument();
  });

  it('serves the PDF with the contract’s sandboxing headers', async () => {
    const res = await fetch(new URL('/storage/dokumen_contoh-ad-art.pdf', window.location.origin));
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-security-policy')).toBe('sandbox');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('Kelola Dokumen', () => {
  it('adds a PDF with its title, kind and cabinet; it is listed', async () => {
    signInAsAdmin();
    const { user } = renderRoute('/admin/dokumen');
    expect(await screen.findByRole('heading', { name: 'Kelola Dokumen' })).toBeInTheDocument();
    await screen.findByRole('cell', { name: /Contoh AD\/ART HMRPL/ });
    await user.type(screen.getByLabelText(/Judul Dokumen/), 'SOP Rapat Pengurus');
    await user.selectOptions(screen.getByLabelText(/Kategori/), 'SOP');
    await user.upload(screen.getByLabelText(/Berkas PDF/), pdfFile());
    await user.click(screen.getByRole('button', { name: 'Simpan Dokumen' }));
    expect(await screen.findByText('Dokumen berhasil ditambahkan!')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: /SOP Rapat Pengurus/ })).toBeInTheDocument();
    expect(screen.getByLabelText(/Judul Dokumen/)).toHaveValue('');
  });

  it('requires a title and a PDF before sending, and refuses a polyglot PDF/HTML with the server’s message, keeping the form', async () => {
    signInAsAdmin();
    const { user } = renderRoute('/admin/dokumen');
    await screen.findByRole('cell', { name: /Contoh AD\/ART HMRPL/ });
    const requests = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Simpan Dokumen' }));
    expect(screen.getByText('Judul dokumen wajib diisi.')).toBeInTheDocument();
    expect(screen.getByText('Silakan pilih berkas PDF terlebih dahulu.')).toBeInTheDocument();
    expect(requests).toEqual([]);

    await user.type(screen.getByLabelText(/Judul Dokumen/), 'LPJ Makrab');
    await user.upload(screen.getByLabelText(/Berkas PDF/), polyglot());
    await user.click(screen.getByRole('button', { name: 'Simpan Dokumen' }));
    expect(await screen.findByText('Berkas harus berupa PDF.', { selector: 'p[id$="-error"]' })).toBeInTheDocument();
    expect(screen.getByText('Gagal menyimpan dokumen. Coba lagi.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Judul Dokumen/)).toHaveValue('LPJ Makrab');
    expect(screen.queryByRole('cell', { name: /LPJ Makrab/ })).not.toBeInTheDocument();
  });

  it('edits a document (its title and kind) and deletes it after the confirmation', async () => {
    signInAsAdmin();
    const { user } = renderRoute('/admin/dokumen');
    await user.click(await screen.findByRole('button', { name: 'Edit Contoh AD/ART HMRPL' }));
    expect(screen.getByRole('heading', { name: 'Edit dokumen: Contoh AD/ART HMRPL' })).toBeInTheDocument();
    const title = screen.getByLabelText(/Judul Dokumen/);
    await user.clear(title);
    await user.type(title, 'AD/ART HMRPL 2025');
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(await screen.findByText('Dokumen berhasil diperbarui!')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: /AD\/ART HMRPL 2025/ })).toBeInTheDocument();

    answerConfirm(false);
    await user.click(screen.getByRole('button', { name: 'Hapus AD/ART HMRPL 2025' }));
    expect(screen.getByRole('cell', { name: /AD\/ART HMRPL 2025/ })).toBeInTheDocument();
    const confirm = answerConfirm(true);
    await user.click(screen.getByRole('button', { name: 'Hapus AD/ART HMRPL 2025' }));
    expect(confirm).toHaveBeenCalledWith(
      'Apakah Anda yakin ingin menghapus dokumen ini? Konten akan dipindahkan ke Tempat Sampah dan dapat dipulihkan selama 30 hari.',
    );
    expect(await screen.findByText('Dokumen berhasil dihapus!')).toBeInTheDocument();
    expect(await screen.findByText('Belum ada dokumen.')).toBeInTheDocument();
    // it waits in the trash (ADR 089)
    expect(fixtureTrash.current.map((entry) => [entry.item.type, entry.item.title])).toContainEqual([
      'dokumen',
      'AD/ART HMRPL 2025',
    ]);
  });
});
