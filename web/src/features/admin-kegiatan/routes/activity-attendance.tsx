/**
 * Presensi: the door of one activity (ADR 100) and its participants. At the door a phone scans tickets (the camera,
 * components/ticket-scanner) or finds a person by name or NIM; each answer shows at once in large type with a sound:
 * who, or why not (already in and when, another activity's ticket, cancelled, forged). Below, the list: counts
 * (registered, waitlist, present), a status filter, a search, pages, and the XLSX export.
 */
import { useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { CheckInRequest, RegistrationStatus } from '@hmrpl/contract';
import { ApiError } from '@/lib/http-client';
import { Banner } from '@/components/admin/banner';
import { PageHeader } from '@/components/admin/page-header';
import { AdminPager } from '@/components/admin/admin-pager';
import { LoadFailed } from '@/components/admin/load-failed';
import adminStyles from '@/components/admin/admin.module.css';
import { useAdminActivity } from '../api/admin-kegiatan';
import { allParticipants, checkIn, isParticipantsKey, useParticipants } from '../api/participants';
import { STATUS_LABELS, exportParticipants, formatJakarta } from '../export-participants';
import { activityAdminPaths } from '../paths';
import { TicketScanner } from '../components/ticket-scanner';
import styles from '../components/attendance.module.css';

export const ATTENDANCE_TEXTS = {
  title: 'Presensi Kegiatan',
  door: 'Pintu Masuk',
  searchLabel: 'Cari peserta (nama atau NIM)',
  searchButton: 'Cari',
  noMatch: 'Tidak ada peserta yang cocok.',
  listTitle: 'Daftar Peserta',
  loading: 'Memuat peserta...',
  loadFailed: 'Gagal memuat daftar peserta.',
  empty: 'Belum ada peserta.',
  export: 'Unduh XLSX',
  exporting: 'Menyiapkan berkas...',
  exportFailed: 'Gagal membuat berkas XLSX. Coba lagi.',
  failure: 'Presensi gagal dicatat. Periksa koneksi lalu coba lagi.',
} as const;

type Verdict = { ok: boolean; text: string; at: number } | null;

/** A short tone: high for in, low twice for not (no sound where the browser has no Web Audio). */
function beep(ok: boolean) {
  const Context = (globalThis as { AudioContext?: typeof AudioContext }).AudioContext;
  if (!Context) return;
  try {
    const audio = new Context();
    const tones = ok
      ? [[880, 0]]
      : [
          [220, 0],
          [220, 0.25],
        ];
    for (const [frequency, start] of tones) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.frequency.value = frequency!;
      gain.gain.value = 0.2;
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(audio.currentTime + start!);
      oscillator.stop(audio.currentTime + start! + 0.18);
    }
    setTimeout(() => void audio.close(), 1000);
  } catch {
    // no sound is no reason to fail a check-in
  }
}

export default function AdminActivityAttendancePage() {
  const { id = '' } = useParams();
  const { data: activity, error: activityError } = useAdminActivity(id);
  const { mutate } = useSWRConfig();
  const [verdict, setVerdict] = useState<Verdict>(null);
  const [busy, setBusy] = useState(false);
  const verdictRef = useRef<HTMLParagraphElement>(null);

  async function record(body: CheckInRequest) {
    setBusy(true);
    try {
      const answer = await checkIn(id, body);
      setVerdict({ ok: true, text: answer.message, at: Date.now() });
      beep(true);
    } catch (error) {
      const text = error instanceof ApiError && error.hasServerMessage ? error.message : ATTENDANCE_TEXTS.failure;
      setVerdict({ ok: false, text, at: Date.now() });
      beep(false);
    } finally {
      setBusy(false);
      void mutate(isParticipantsKey(id));
    }
  }

  return (
    <>
      <PageHeader
        title={ATTENDANCE_TEXTS.title}
        subtitle={activity ? activity.title : undefined}
        actions={
          <>
            <Link className="btn btn-outline" to={activityAdminPaths.certificates(id)}>
              Sertifikat
            </Link>
            <Link className="btn btn-outline" to={activityAdminPaths.list}>
              Kembali ke Kelola Kegiatan
            </Link>
          </>
        }
      />
      {activityError instanceof ApiError && activityError.status === 404 ? (
        <p role="alert">Kegiatan tidak ditemukan.</p>
      ) : (
        <>
          <section className={`${adminStyles.card} ${styles.door}`} aria-labelledby="pintu-judul">
            <h2 id="pintu-judul">{ATTENDANCE_TEXTS.door}</h2>
            {/* the answer first, where the eye is: announced to screen readers as it changes */}
            <div aria-live="assertive" aria-atomic="true">
              {verdict && (
                <p
                  key={verdict.at}
                  ref={verdictRef}
                  className={`${styles.verdict} ${verdict.ok ? styles.ok : styles.no}`}
                  data-testid="presensi-jawaban"
                >
                  {verdict.ok ? '✓ ' : '✗ '}
                  {verdict.text}
                </p>
              )}
            </div>
            <TicketScanner busy={busy} onCode={(tiket) => void record({ tiket })} />
            <PersonSearch activityId={id} busy={busy} onPick={(pesertaId) => void record({ peserta_id: pesertaId })} />
          </section>
          <ParticipantsList activityId={id} slug={activity?.slug ?? `kegiatan-${id}`} />
        </>
      )}
    </>
  );
}

function PersonSearch({
  activityId,
  busy,
  onPick,
}: {
  activityId: string;
  busy: boolean;
  onPick: (id: number) => void;
}) {
  const [text, setText] = useState('');
  const [asked, setAsked] = useState('');
  const { data } = useParticipants(activityId, { page: 1, q: asked, status: 'terdaftar', perPage: 10 });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAsked(text);
  };
  return (
    <div className={styles.search}>
      <form onSubmit={submit} role="search" aria-label="Cari peserta" className={styles.search}>
        <label htmlFor="presensi-cari">{ATTENDANCE_TEXTS.searchLabel}</label>
        <input
          id="presensi-cari"
          type="search"
          inputMode="search"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className={`btn btn-outline ${styles.big}`}>
          {ATTENDANCE_TEXTS.searchButton}
        </button>
      </form>
      {asked.trim() &&
        data &&
        (data.data.length === 0 ? (
          <p role="status">{ATTENDANCE_TEXTS.noMatch}</p>
        ) : (
          <ul className={styles.matches} aria-label="Hasil pencarian peserta">
            {data.data.map((person) => (
              <li key={person.id}>
                <span>
                  {person.nama} <small>({person.nim ?? '-'})</small>
                </span>
                <button
                  type="button"
                  className="btn"
                  disabled={busy}
                  onClick={() => onPick(person.id)}
                  aria-label={`Catat hadir ${person.nama}`}
                >
                  Catat hadir
                </button>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}

function ParticipantsList({ activityId, slug }: { activityId: string; slug: string }) {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<RegistrationStatus | ''>('');
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [exporting, setExporting] = useState(false);
  const [notice, setNotice] = useState<{ text: string; tone: 'success' | 'error' } | null>(null);
  const { data, error, isLoading, mutate } = useParticipants(activityId, { page, q, status });

  async function download() {
    setExporting(true);
    try {
      const rows = await allParticipants(activityId, { q, status });
      const name = await exportParticipants(rows, slug);
      setNotice({ text: `Berkas ${name} diunduh.`, tone: 'success' });
    } catch (failure) {
      console.error('Gagal membuat XLSX peserta', failure);
      setNotice({ text: ATTENDANCE_TEXTS.exportFailed, tone: 'error' });
    } finally {
      setExporting(false);
    }
  }

  const counts = data?.meta.counts;
  return (
    <section className={adminStyles.card} aria-labelledby="peserta-judul">
      <h2 id="peserta-judul">{ATTENDANCE_TEXTS.listTitle}</h2>
      {counts && (
        <ul className={styles.counts} aria-label="Jumlah peserta">
          <li>Terdaftar: {counts.terdaftar + counts.hadir}</li>
          <li>Cadangan: {counts.cadangan}</li>
          <li>Hadir: {counts.hadir}</li>
          <li>Batal: {counts.batal}</li>
        </ul>
      )}
      <form
        className={styles.filters}
        role="search"
        aria-label="Saring peserta"
        onSubmit={(event) => {
          event.preventDefault();
          setPage(1);
          setQ(text);
        }}
      >
        <label>
          Status
          <select
            value={status}
            onChange={(event) => {
              setPage(1);
              setStatus(event.target.value as RegistrationStatus | '');
            }}
          >
            <option value="">Semua</option>
            {(Object.keys(STATUS_LABELS) as RegistrationStatus[]).map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Nama atau NIM
          <input type="search" value={text} onChange={(event) => setText(event.target.value)} />
        </label>
        <button type="submit" className="btn btn-outline">
          Terapkan
        </button>
        <button type="button" className="btn" onClick={() => void download()} disabled={exporting || !data?.meta.total}>
          {exporting ? ATTENDANCE_TEXTS.exporting : ATTENDANCE_TEXTS.export}
        </button>
      </form>
      <Banner message={notice} onDismiss={() => setNotice(null)} />
      {!data && isLoading ? (
        <p className="status-text" role="status">
          {ATTENDANCE_TEXTS.loading}
        </p>
      ) : !data && error ? (
        <LoadFailed text={ATTENDANCE_TEXTS.loadFailed} onRetry={() => void mutate()} />
      ) : data && data.data.length === 0 ? (
        <p className="status-text">{ATTENDANCE_TEXTS.empty}</p>
      ) : data ? (
        <>
          {/* scrolls sideways on a phone: reachable by keyboard (axe's scrollable-region-focusable), named for screen readers */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to scroll by keyboard */}
          <div className={adminStyles.tableWrap} tabIndex={0} role="region" aria-label="Tabel peserta">
            <table className={`${adminStyles.table} ${adminStyles.stack}`}>
              <caption className="visually-hidden">
                Peserta, halaman {data.meta.current_page} dari {data.meta.last_page}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Nama</th>
                  <th scope="col">NIM</th>
                  <th scope="col">Email</th>
                  <th scope="col">Telepon</th>
                  <th scope="col">Status</th>
                  <th scope="col">Hadir (WIB)</th>
                </tr>
              </thead>
              <tbody>
                {data.data.map((person) => (
                  <tr key={person.id}>
                    <td data-label="Nama">{person.nama}</td>
                    <td data-label="NIM">{person.nim ?? '-'}</td>
                    <td data-label="Email">{person.email ?? '-'}</td>
                    <td data-label="Telepon">{person.telepon ?? '-'}</td>
                    <td data-label="Status">{STATUS_LABELS[person.status]}</td>
                    <td data-label="Hadir (WIB)">{formatJakarta(person.checked_in_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <AdminPager page={page} lastPage={data.meta.last_page} label="Halaman daftar peserta" onGo={setPage} />
        </>
      ) : null}
    </section>
  );
}
