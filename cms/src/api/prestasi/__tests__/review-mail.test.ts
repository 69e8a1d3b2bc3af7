import { describe, expect, it } from 'vitest';
import { composeReviewMail } from '../rules/review-mail';

const item = {
  title: 'Gemastik <XVII>',
  rank: 'Juara 1',
  organizer: 'Puspresnas',
  students: [{ nama: 'Putri & Bima', angkatan: '2023' }],
  slug: 'gemastik-xvii',
  alasan: 'Sertifikat tidak terbaca.\nKirim ulang.',
};

describe('the review e-mail', () => {
  it('approved: the page link, the first student, escaped HTML', () => {
    const mail = composeReviewMail({ item, outcome: 'disetujui', base: 'https://hmrpl.example' });
    expect(mail.subject).toBe('[HMRPL] Prestasi Anda sudah tayang: Gemastik <XVII>');
    expect(mail.text).toContain('Halo Putri & Bima,');
    expect(mail.text).toContain('https://hmrpl.example/prestasi/gemastik-xvii');
    expect(mail.html).toContain('Putri &amp; Bima');
    expect(mail.html).not.toContain('<XVII>');
  });

  it('refused: the reason and the form to send again', () => {
    const mail = composeReviewMail({ item, outcome: 'ditolak', base: 'https://hmrpl.example' });
    expect(mail.subject).toBe('[HMRPL] Prestasi Anda belum dapat ditayangkan: Gemastik <XVII>');
    expect(mail.text).toContain('Sertifikat tidak terbaca.\nKirim ulang.');
    expect(mail.text).toContain('https://hmrpl.example/prestasi/kirim');
    expect(mail.html).toContain('Sertifikat tidak terbaca.<br>Kirim ulang.');
  });
});
