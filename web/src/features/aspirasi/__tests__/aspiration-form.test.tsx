import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import type { AspirationRequest } from '@hmrpl/contract';
import { db } from '@/testing/msw/db';
import { server } from '@/testing/msw/server';
import { renderRoute } from '@/testing/render';

/** Records each POST /api/aspirasi body the server receives. */
function recordSends() {
  const bodies: AspirationRequest[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/aspirasi')
      bodies.push(await request.clone().json());
  });
  return bodies;
}

afterEach(() => server.events.removeAllListeners());

async function openForm() {
  const result = renderRoute('/aspirasi');
  await screen.findByRole('heading', { level: 1, name: 'SE-Aspirasi' });
  return {
    ...result,
    nama: screen.getByRole('textbox', { name: 'Nama' }),
    nim: screen.getByRole('textbox', { name: 'NIM' }),
    kategori: screen.getByRole('combobox', { name: 'Kategori' }),
    pesan: screen.getByRole('textbox', { name: /Pesan/ }),
    anonim: screen.getByRole('checkbox', { name: 'Kirim sebagai anonim' }),
    submit: screen.getByRole('button', { name: 'Kirim Aspirasi' }),
  };
}

describe('/aspirasi', () => {
  it('has every field of the spec, kategori Kritik by default and a 6-row message', async () => {
    const form = await openForm();
    expect(document.title).toBe('SE-Aspirasi | HMRPL Telkom University');
    expect(form.kategori).toHaveValue('Kritik');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Kritik',
      'Saran',
      'Apresiasi',
      'Lainnya',
    ]);
    expect(form.pesan).toHaveAttribute('rows', '6');
    expect(form.anonim).not.toBeChecked();
    expect(form.nama).toBeEnabled();
    expect(form.nim).toBeEnabled();
    expect(form.anonim).toHaveAccessibleDescription('(identitas Anda tidak ikut terkirim)');
    // each label names one control
    expect(screen.getAllByLabelText(/nama/i)).toEqual([form.nama]);
    expect(screen.getAllByLabelText(/pesan/i)).toEqual([form.pesan]);
  });

  it("alerts 'Pesan tidak boleh kosong!' on an empty (or blank) message and sends nothing", async () => {
    const sends = recordSends();
    const form = await openForm();
    await form.user.click(form.submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Pesan tidak boleh kosong!');
    await form.user.type(form.pesan, '   ');
    await form.user.click(form.submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Pesan tidak boleh kosong!');
    expect(form.pesan).toHaveAttribute('aria-invalid', 'true');
    expect(sends).toHaveLength(0);
    expect(db.aspirations).toHaveLength(5);
  });

  it('clears and locks nama and nim when anonymous, and unlocks them when unticked', async () => {
    const form = await openForm();
    await form.user.type(form.nama, 'Rina');
    await form.user.type(form.nim, '1302223001');
    await form.user.click(form.anonim);
    expect(form.nama).toHaveValue('');
    expect(form.nim).toHaveValue('');
    expect(form.nama).toBeDisabled();
    expect(form.nim).toBeDisabled();
    await form.user.click(form.anonim);
    expect(form.nama).toBeEnabled();
    expect(form.nim).toBeEnabled();
    expect(form.nama).toHaveValue('');
  });

  it("sends, shows 'Mengirim...' meanwhile, then the success notice and a reset form", async () => {
    const sends = recordSends();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // holds the request, then falls through to the contract's handler
    server.use(
      http.post('/api/aspirasi', async () => {
        await gate;
      }),
    );
    const form = await openForm();
    await form.user.type(form.nama, 'Rina Pratiwi');
    await form.user.type(form.nim, '1302223001');
    await form.user.selectOptions(form.kategori, 'Apresiasi');
    await form.user.type(form.pesan, 'Terima kasih untuk makrabnya!');
    await form.user.click(form.submit);

    const sending = await screen.findByRole('button', { name: 'Mengirim...' });
    expect(sending).toBeDisabled();
    release();

    expect(await screen.findByText('Aspirasi Anda berhasil terkirim. Terima kasih!')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Kirim Aspirasi' })).toBeEnabled();
    expect(form.nama).toHaveValue('');
    expect(form.nim).toHaveValue('');
    expect(form.pesan).toHaveValue('');
    expect(form.kategori).toHaveValue('Kritik');
    expect(sends).toEqual([
      {
        nama: 'Rina Pratiwi',
        nim: '1302223001',
        kategori: 'Apresiasi',
        pesan: 'Terima kasih untuk makrabnya!',
        isAnonim: false,
        token: expect.any(String),
      },
    ]);
    expect(db.aspirations[0]).toMatchObject({ nama: 'Rina Pratiwi', kategori: 'Apresiasi', isAnonim: false });
  });

  it('sends an anonymous aspiration without nama and nim', async () => {
    const sends = recordSends();
    const form = await openForm();
    await form.user.click(form.anonim);
    await form.user.selectOptions(form.kategori, 'Saran');
    await form.user.type(form.pesan, 'Tambah jadwal asistensi.');
    await form.user.click(form.submit);
    await screen.findByText('Aspirasi Anda berhasil terkirim. Terima kasih!');
    expect(sends).toEqual([
      {
        nama: null,
        nim: null,
        kategori: 'Saran',
        pesan: 'Tambah jadwal asistensi.',
        isAnonim: true,
        token: expect.any(String),
      },
    ]);
    expect(form.anonim).not.toBeChecked();
    expect(form.nama).toBeEnabled();
  });

  it("shows 'Gagal mengirim aspirasi. Silakan coba lagi.' on a server failure and keeps the input", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post('/api/aspirasi', () =>
        HttpResponse.json({ message: 'Terjadi kesalahan pada server' }, { status: 500 }),
      ),
    );
    const form = await openForm();
    await form.user.type(form.nama, 'Bagas');
    await form.user.type(form.pesan, 'Pesan saya');
    await form.user.click(form.submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal mengirim aspirasi. Silakan coba lagi.');
    expect(form.nama).toHaveValue('Bagas');
    expect(form.pesan).toHaveValue('Pesan saya');
    expect(error).toHaveBeenCalled();
  });

  it('shows the same failure text when the server cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.post('/api/aspirasi', () => HttpResponse.error()));
    const form = await openForm();
    await form.user.type(form.pesan, 'Halo');
    await form.user.click(form.submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal mengirim aspirasi. Silakan coba lagi.');
    expect(form.pesan).toHaveValue('Halo');
  });

  it("shows the spec's failure text with the server's 422 reason under it, next to the field too", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const form = await openForm();
    await form.user.type(form.nim, '13A');
    await form.user.type(form.pesan, 'Pesan');
    await form.user.click(form.submit);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Gagal mengirim aspirasi. Silakan coba lagi.');
    expect(alert).toHaveTextContent('NIM hanya boleh berisi angka.');
    expect(form.nim).toHaveAttribute('aria-invalid', 'true');
    expect(form.nim).toHaveAccessibleDescription('NIM hanya boleh berisi angka.');
    expect(form.nim).toHaveValue('13A');
    await form.user.clear(form.nim);
    expect(form.nim).not.toHaveAttribute('aria-invalid');
  });

  it("shows the spec's failure text with the server's 429 reason after too many sends", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const form = await openForm();
    for (let index = 1; index <= 5; index += 1) {
      await form.user.type(form.pesan, `Pesan ${index}`);
      await form.user.click(form.submit);
      await screen.findByText('Aspirasi Anda berhasil terkirim. Terima kasih!');
    }
    await form.user.type(form.pesan, 'Pesan keenam');
    await form.user.click(form.submit);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Gagal mengirim aspirasi. Silakan coba lagi.');
    expect(alert).toHaveTextContent('Terlalu banyak percobaan. Coba lagi dalam 60 detik.');
    expect(form.pesan).toHaveValue('Pesan keenam');
  });

  it('gets the CSRF cookie first and sends its token', async () => {
    const form = await openForm();
    await form.user.type(form.pesan, 'Dengan token');
    await form.user.click(form.submit);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Aspirasi Anda berhasil terkirim. Terima kasih!'),
    );
    expect(db.csrfToken).not.toBeNull();
    expect(db.aspirations[0]?.pesan).toBe('Dengan token');
  });

  it('says in one sentence what is kept, why and for how long, with the months the CMS keeps them', async () => {
    const sentence =
      'Nama dan NIM disimpan paling lama 12 bulan untuk menindaklanjuti aspirasi Anda, lalu dihapus; pesan tetap disimpan sebagai arsip.';
    await openForm();
    expect(screen.getByText(sentence)).toBeInTheDocument();
    expect(document.querySelector('form')).toHaveAccessibleDescription(expect.stringContaining(sentence));
  });

  it('keeps the honeypot out of sight, out of the keyboard order and away from screen readers', async () => {
    const form = await openForm();
    const trap = document.querySelector<HTMLInputElement>('input[name="tautan"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /tautan/i })).toBeNull();
    // Tab from the page's start never lands on it
    const reached: Element[] = [];
    for (let i = 0; i < 40; i += 1) {
      await form.user.tab();
      reached.push(document.activeElement!);
    }
    expect(reached).toContain(form.pesan);
    expect(reached).not.toContain(trap);
  });

  it('a program that fills the honeypot gets the success notice, and nothing is stored', async () => {
    const sends = recordSends();
    const form = await openForm();
    const trap = document.querySelector<HTMLInputElement>('input[name="tautan"]')!;
    await form.user.type(trap, 'https://spam.example');
    await form.user.type(form.pesan, 'Beli followers murah');
    await form.user.click(form.submit);
    expect(await screen.findByText('Aspirasi Anda berhasil terkirim. Terima kasih!')).toBeInTheDocument();
    expect(sends[0]).toMatchObject({ tautan: 'https://spam.example', pesan: 'Beli followers murah' });
    expect(db.aspirations.some((a) => a.pesan === 'Beli followers murah')).toBe(false);
  });

  it('sends the token of the opened form, and asks for a fresh one after each send', async () => {
    let issued = 0;
    server.use(
      http.get('/api/aspirasi/formulir', () => {
        issued += 1;
        return HttpResponse.json({ token: `token-${issued}`, retention_months: 6 });
      }),
    );
    const sends = recordSends();
    const form = await openForm();
    expect(
      await screen.findByText(
        'Nama dan NIM disimpan paling lama 6 bulan untuk menindaklanjuti aspirasi Anda, lalu dihapus; pesan tetap disimpan sebagai arsip.',
      ),
    ).toBeInTheDocument();
    await form.user.type(form.pesan, 'Satu');
    await form.user.click(form.submit);
    await screen.findByText('Aspirasi Anda berhasil terkirim. Terima kasih!');
    await waitFor(() => expect(issued).toBe(2));
    await form.user.type(form.pesan, 'Dua');
    await form.user.click(form.submit);
    await waitFor(() => expect(sends).toHaveLength(2));
    expect(sends.map((body) => body.token)).toEqual(['token-1', 'token-2']);
  });
});
