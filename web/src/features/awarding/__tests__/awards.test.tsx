/**
 * The awards' archive as a user sees it (ADR 098): /awarding shows every month newest first, posters whole; saving
 * another month in Edit Awarding keeps the earlier ones; a month after this one is refused before sending.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { periodeLabel, periodeOf } from '@cms-content/awarding-periode';
import { renderRoute } from '@/testing/render';
import { db, signInAsAdmin } from '@/testing/msw/db';
import { pngFile, recordRequests } from '@/testing/admin-helpers';

const thisMonth = periodeOf(new Date());
const [year, month] = thisMonth.split('-').map(Number) as [number, number];
const lastMonth = month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
const nextMonth = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;

describe('/awarding', () => {
  it('shows every month newest first, each with its posters', async () => {
    renderRoute('/awarding');
    expect(await screen.findByRole('heading', { level: 1, name: 'Awarding' })).toBeInTheDocument();
    const headings = await within(screen.getByRole('main')).findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual([periodeLabel(thisMonth), periodeLabel(lastMonth)]);
    const newest = screen.getByRole('region', { name: periodeLabel(thisMonth) });
    expect(
      within(newest)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual([
      `Poster penghargaan Staff Terbaik ${periodeLabel(thisMonth)}`,
      `Poster penghargaan Divisi Terbaik ${periodeLabel(thisMonth)}`,
      `Poster penghargaan Departemen Terbaik ${periodeLabel(thisMonth)}`,
    ]);
    expect(document.title).toBe('Awarding | HMRPL Telkom University');
  });

  it('shows the earlier months while this month has none yet', async () => {
    db.awarding = { periode: null, staff_image_path: null, divisi_image_path: null, departemen_image_path: null };
    renderRoute('/awarding');
    expect(await screen.findByRole('heading', { level: 2, name: periodeLabel(lastMonth) })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: periodeLabel(thisMonth) })).not.toBeInTheDocument();
  });
});

describe('Edit Awarding keeps every month', () => {
  it('saving last month changes that month only; this month stays on the home page and both on /awarding', async () => {
    signInAsAdmin();
    const { user } = renderRoute('/admin/awarding');
    const periode = await screen.findByLabelText(/Periode/);
    expect(periode).toHaveValue(thisMonth);
    const current = { ...db.awarding };
    await user.clear(periode);
    await user.type(periode, lastMonth);
    expect(await screen.findByRole('img', { name: 'Staff of the month saat ini' })).toHaveAttribute(
      'src',
      '/storage/awarding/staff-bulan-lalu.webp',
    );
    await user.upload(screen.getByLabelText('Staff of the month'), pngFile('staff.png'));
    await user.click(screen.getByRole('button', { name: 'Upload Image' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Gambar awarding berhasil diperbarui!');
    expect(db.awarding).toEqual(current);

    const res = await fetch(new URL('/api/awarding/arsip', window.location.origin));
    const archive = (await res.json()) as { data: Array<{ periode: string; staff_image_path: string }> };
    expect(archive.data.map((m) => m.periode)).toEqual([thisMonth, lastMonth]);
    expect(archive.data[1]!.staff_image_path).toMatch(/^awarding\/upload-\d+\.jpg$/);
    expect(archive.data[0]!.staff_image_path).toBe(current.staff_image_path);
  });

  it('refuses a month after this one before sending', async () => {
    signInAsAdmin();
    const { user } = renderRoute('/admin/awarding');
    const periode = await screen.findByLabelText(/Periode/);
    await user.clear(periode);
    await user.type(periode, nextMonth);
    await user.upload(screen.getByLabelText('Staff of the month'), pngFile('staff.png'));
    const requests = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Upload Image' }));
    expect(screen.getAllByText('Periode tidak boleh setelah bulan ini.').length).toBeGreaterThan(0);
    expect(requests).toEqual([]);
  });
});
