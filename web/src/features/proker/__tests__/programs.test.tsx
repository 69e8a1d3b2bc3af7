import { screen, waitFor, within } from '@testing-library/react';
import { db } from '@/testing/msw/db';
import { renderRoute } from '@/testing/render';

const groups = () =>
  within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('/proker', () => {
  it('shows the active cabinet’s programs by department, with status and a progress bar read as a number', async () => {
    renderRoute('/proker');
    await screen.findByRole('heading', { level: 3, name: 'Kelas Belajar Bersama' });
    const departments = db.cabinets[0]!.departments.map((department) => department.name);
    expect(groups()).toEqual(departments.slice(0, 3));
    const bar = screen.getByRole('progressbar', { name: 'Progres Kelas Belajar Bersama' });
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    expect(bar).toHaveAttribute('aria-valuetext', '45 persen');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    const card = screen.getByRole('heading', { level: 3, name: 'Kelas Belajar Bersama' }).closest('li')!;
    expect(within(card).getByText('Berjalan')).toBeInTheDocument();
    expect(within(card).getByText('1 Februari 2025 – 30 Juni 2025')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Kelas Belajar Bersama' })).toHaveAttribute(
      'href',
      '/proker/kelas-belajar-bersama',
    );
  });

  it('filters by status, and says how many it shows', async () => {
    const { user } = renderRoute('/proker');
    await screen.findByRole('heading', { level: 3, name: 'Kelas Belajar Bersama' });
    await user.click(screen.getByRole('button', { name: 'Selesai (1)' }));
    expect(screen.getByRole('button', { name: 'Selesai (1)' })).toHaveAttribute('aria-pressed', 'true');
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['Rapat Kerja Pengurus']);
    expect(screen.getByText('Menampilkan 1 program kerja berstatus Selesai.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Semua (4)' }));
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
  });

  it('opens with a status filter from the address', async () => {
    renderRoute('/proker?status=batal');
    await screen.findByRole('heading', { level: 3, name: 'Kunjungan Industri' });
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(1);
  });
});

describe('/proker/{slug}', () => {
  it('shows the program with its department, person in charge, progress, activities and news', async () => {
    renderRoute('/proker/kelas-belajar-bersama');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kelas Belajar Bersama' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '45');
    expect(screen.getByText('Divisi Akademik & Riset')).toBeInTheDocument();
    expect(screen.getByText('Belum ada kegiatan untuk program kerja ini.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Semua program kerja' })).toHaveAttribute('href', '/proker');
  });

  it('says so for an unknown program', async () => {
    renderRoute('/proker/tidak-ada');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Program kerja tidak ditemukan.' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Program kerja tidak ditemukan\./));
  });
});

describe('the way to /proker', () => {
  it('is a link on /tentang (the menu and the footer are pinned by the spec)', async () => {
    renderRoute('/tentang');
    const link = await screen.findByRole('link', { name: /Lihat program kerja kabinet ini/ });
    expect(link).toHaveAttribute('href', '/proker');
  });
});
