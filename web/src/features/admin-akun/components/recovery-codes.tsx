/**
 * The 10 recovery codes, shown once (the server keeps only their hashes): a list, a copy to the clipboard, a text file
 * to download, a sheet to print, and a button that says they are kept. Used after switching the second factor on and after making
 * new codes.
 */
import { useEffect, useRef, useState } from 'react';
import styles from './two-factor.module.css';
import admin from '@/components/admin/admin.module.css';

interface RecoveryCodesProps {
  codes: string[];
  username: string;
  /** The admin has kept them: the screen moves on. */
  onDone: () => void;
}

const fileText = (codes: string[], username: string) =>
  [
    `Kode pemulihan verifikasi dua langkah HMRPL untuk ${username}`,
    `Dibuat ${new Date().toLocaleString('id-ID', { timeZone: 'Asia/Jakarta' })} WIB. Setiap kode hanya berlaku sekali.`,
    '',
    ...codes.map((code, i) => `${String(i + 1).padStart(2, ' ')}. ${code}`),
    '',
  ].join('\n');

export function RecoveryCodes({ codes, username, onDone }: RecoveryCodesProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  /** What the copy button did, said in a live region. */
  const [copied, setCopied] = useState('');
  // the codes replace the form the admin was in: the focus goes to them (a screen reader reads the heading)
  useEffect(() => heading.current?.focus(), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(fileText(codes, username));
      setCopied('Kode pemulihan disalin. Tempel di tempat yang aman.');
    } catch (error) {
      // no clipboard (an old browser, a page not allowed to write it): the list, the file and the print remain
      console.error('Gagal menyalin kode pemulihan:', error);
      setCopied('Gagal menyalin. Pilih kodenya lalu salin manual, atau unduh berkasnya.');
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([fileText(codes, username)], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `kode-pemulihan-hmrpl-${username}.txt`;
    document.body.append(link);
    link.click();
    link.remove();
    // once the browser has started the download
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }

  return (
    <section className={styles.sheet} aria-labelledby="recovery-codes-title">
      <h3 id="recovery-codes-title" className={styles.sectionTitle} tabIndex={-1} ref={heading}>
        Kode Pemulihan
      </h3>
      <p>
        Simpan 10 kode ini di tempat yang aman (cetak, atau simpan di pengelola kata sandi). Jika ponsel Anda hilang,
        setiap kode dapat dipakai <strong>sekali</strong> sebagai ganti kode dari aplikasi.{' '}
        <strong>Kode ini hanya ditampilkan sekarang.</strong>
      </p>
      <ol className={styles.codes} aria-label="Kode pemulihan">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className={`${admin.formActions} ${styles.actions} ${styles.noPrint}`}>
        <button type="button" className="btn btn-outline" onClick={copy}>
          Salin
        </button>
        <button type="button" className="btn btn-outline" onClick={download}>
          Unduh (.txt)
        </button>
        <button type="button" className="btn btn-outline" onClick={() => window.print()}>
          Cetak
        </button>
        <button type="button" className="btn" onClick={onDone}>
          Saya sudah menyimpan kode ini
        </button>
      </div>
      <p className={styles.noPrint} role="status">
        {copied}
      </p>
    </section>
  );
}
