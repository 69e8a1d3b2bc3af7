import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/msw/server';
import { FIXTURE_CERTIFICATE_CODE } from '@/testing/msw/handlers/sertifikat';
import { renderRoute } from '@/testing/render';

describe('/sertifikat/{kode}', () => {
  it('shows the name, the activity (linked) and its day, and nothing else', async () => {
    const { container } = renderRoute(`/sertifikat/${FIXTURE_CERTIFICATE_CODE}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sertifikat Sah' })).toBeInTheDocument();
    const facts = [...container.querySelectorAll('main dl > *')].map((node) => node.textContent);
    expect(facts).toEqual([
      'Nama',
      'Nadia Putri Maharani',
      'Kegiatan',
      'Seminar Nasional RPL',
      'Tanggal',
      '10 Mei 2025',
    ]);
    expect(screen.getByRole('link', { name: 'Seminar Nasional RPL' })).toHaveAttribute(
      'href',
      '/kegiatan/seminar-nasional-rpl',
    );
    expect(document.title).toBe('Sertifikat Nadia Putri Maharani | HMRPL Telkom University');
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations).toEqual([]);
  });

  it('says so for a code no certificate has', async () => {
    renderRoute('/sertifikat/BukanKodeYangAdaSamaSek');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sertifikat tidak ditemukan.' })).toBeInTheDocument();
    expect(screen.queryByText('Nadia Putri Maharani')).not.toBeInTheDocument();
  });

  it('offers to try again when the answer does not arrive', async () => {
    server.use(http.get('/api/sertifikat/:kode', () => HttpResponse.error()));
    const { user } = renderRoute(`/sertifikat/${FIXTURE_CERTIFICATE_CODE}`);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Sertifikat gagal dimuat. Periksa koneksi Anda, lalu coba lagi.',
      }),
    ).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Nadia Putri Maharani')).toBeInTheDocument();
  });
});
