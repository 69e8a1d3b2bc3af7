import { jakartaYear } from '@/lib/format-date';
import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '@/testing/render';
import { db } from '@/testing/msw/db';

describe('public layout', () => {
  it('has a skip link, a sticky navbar with the brand and the six menu links, the page and a footer', async () => {
    renderRoute('/');
    expect(screen.getByRole('link', { name: 'Lewati ke konten utama' })).toHaveAttribute('href', '#main');
    const nav = screen.getByRole('navigation', { name: 'Menu utama' });
    expect(within(nav).getByRole('link', { name: /HMRPL.*ke Beranda/ })).toHaveAttribute('href', '/');
    const menu = within(nav).getByRole('list');
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Beranda', '/'],
      ['Tentang', '/tentang'],
      ['Berita', '/berita'],
      ['Kegiatan', '/kegiatan'],
      ['Rekrutmen', '/rekrutmen'],
      ['Aspirasi', '/aspirasi'],
    ]);
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    // the footer's code comes right after the first render (it is always below the first screen)
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it('marks the active link (bold, aria-current) and follows navigation', async () => {
    const { user } = renderRoute('/');
    const nav = screen.getByRole('navigation', { name: 'Menu utama' });
    expect(within(nav).getByRole('link', { name: 'Beranda' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('link', { name: 'Berita' }));
    await screen.findByRole('heading', { level: 1, name: 'SE-NEWS' });
    expect(within(nav).getByRole('link', { name: 'Berita' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Beranda' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Berita' }).className).toMatch(/active/);
  });

  it('keeps Berita active on an article page', async () => {
    renderRoute('/berita/makrab-rpl-sync-for-change');
    await screen.findByRole('heading', { level: 1, name: 'Makrab RPL: Sync for Change!' });
    const nav = screen.getByRole('navigation', { name: 'Menu utama' });
    expect(within(nav).getByRole('link', { name: 'Berita' })).toHaveAttribute('aria-current', 'page');
  });

  it('collapses the menu behind a toggle that reports aria-expanded, and closes it after a choice', async () => {
    const { user } = renderRoute('/');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(menu.tagName).toBe('UL');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu.className).toMatch(/open/);
    await user.click(within(menu).getByRole('link', { name: 'Aspirasi' }));
    await screen.findByRole('heading', { level: 1, name: 'SE-Aspirasi' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('links the footer to the internal pages, the social profiles and the university sites (new tab, noopener)', async () => {
    renderRoute('/');
    const footer = screen.getByRole('contentinfo');
    // the links are site settings, read from the CMS
    await within(footer).findByRole('link', { name: 'Instagram HMRPL (tab baru)' });
    const pages = within(footer).getByRole('navigation', { name: 'Tautan' });
    expect(
      within(pages)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/tentang', '/berita', '/kegiatan', '/rekrutmen', '/aspirasi']);
    const external = [
      ['Instagram HMRPL (tab baru)', 'https://www.instagram.com/hmrpl.telu/'],
      ['LinkedIn HMRPL (tab baru)', 'https://www.linkedin.com/company/hmrpl-telkom-university/'],
      ['Program Studi S1 Rekayasa Perangkat Lunak (tab baru)', 'https://bse.telkomuniversity.ac.id/'],
      ['Badan Pengembangan Akademik (tab baru)', 'https://bpa.telkomuniversity.ac.id/'],
    ];
    for (const [name, href] of external) {
      const link = within(footer).getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // no YouTube channel is set, so no YouTube link
    expect(within(footer).queryByRole('link', { name: /YouTube/ })).not.toBeInTheDocument();
    // the active cabinet, and this year in Jakarta (not the year its period ends)
    const cabinet = db.cabinets.find((c) => c.active)!;
    expect(
      within(footer).getByText(`© HMRPL Telkom University ${jakartaYear()} | Kabinet ${cabinet.name}`),
    ).toBeInTheDocument();
  });

  it('follows the site settings and the active cabinet without a rebuild', async () => {
    db.settings = {
      ...db.settings,
      youtube_url: 'https://www.youtube.com/@hmrpl',
      program_url: null,
      contact_email: 'humas@hmrpl.example',
    };
    const previous = db.cabinets[0]!;
    const next = { ...structuredClone(previous), id: 950, slug: 'next-2030-2031', name: 'NEXT', period: '2030/2031' };
    db.cabinets.push(next);
    previous.active = false;
    renderRoute('/');
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: 'YouTube HMRPL (tab baru)' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/@hmrpl',
    );
    expect(within(footer).queryByRole('link', { name: /Program Studi/ })).not.toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'humas@hmrpl.example' })).toHaveAttribute(
      'href',
      'mailto:humas@hmrpl.example',
    );
    expect(
      await within(footer).findByText(`© HMRPL Telkom University ${jakartaYear()} | Kabinet ${next.name}`),
    ).toBeInTheDocument();
  });

  it('leaves out a link the settings do not hold as https', async () => {
    db.settings = { ...db.settings, instagram_url: 'http://instagram.example/hmrpl' };
    renderRoute('/');
    const footer = screen.getByRole('contentinfo');
    await within(footer).findByRole('link', { name: 'LinkedIn HMRPL (tab baru)' });
    expect(within(footer).queryByRole('link', { name: /Instagram/ })).not.toBeInTheDocument();
  });

  it('moves focus to the page content after navigating', async () => {
    const { user } = renderRoute('/');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Menu utama' })).getByRole('link', { name: 'Kegiatan' }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Kegiatan HMRPL' });
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
    expect(document.title).toBe('Kegiatan | HMRPL Telkom University');
  });
});

describe('/kegiatan', () => {
  it('holds the calendar and the whole gallery', async () => {
    renderRoute('/kegiatan');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kegiatan HMRPL' })).toBeInTheDocument();
    expect(screen.getByTitle('Kalender HMRPL')).toHaveAttribute('loading', 'lazy');
    expect(await screen.findByRole('button', { name: 'See more' })).toBeInTheDocument();
  });
});

describe('unknown routes', () => {
  it('shows the 404 page inside the layout', async () => {
    const { user } = renderRoute('/halaman-yang-tidak-ada');
    expect(await screen.findByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' })).toBeInTheDocument();
    expect(screen.getByText('/halaman-yang-tidak-ada')).toBeInTheDocument();
    expect(document.title).toBe('Halaman tidak ditemukan | HMRPL Telkom University');
    expect(screen.getByRole('navigation', { name: 'Menu utama' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Kembali ke Beranda' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Himpunan Mahasiswa Rekayasa Perangkat Lunak' }),
    ).toBeInTheDocument();
  });
});
