/**
 * One aspiration's own view (/admin/aspirasi/{id}): who sent it (or 'Anonim'), when, its category and message; its
 * status and the staff's note, edited here; delete after a confirmation. Opening it marks a `baru` one `dibaca` (the
 * sidebar's count goes down). 'Kembali' returns to the list as it was filtered.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { EditConflictNotice, useEditConflict } from '@/components/admin/edit-conflict';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { AspirationDetail, AspirationStatus } from '@hmrpl/contract';
import { paths } from '@/config/paths';
import { formatLongDate } from '@/lib/format-date';
import { ApiError } from '@/lib/http-client';
import {
  ASPIRATION_STATUSES,
  INBOX_LIMITS,
  STATUS_LABELS,
  deleteAspiration,
  markAspirationRead,
  updateAspiration,
  useAspiration,
  useRefreshInbox,
} from '@/features/admin-aspirasi/api/admin-aspirasi';
import { StatusBadge } from '@/features/admin-aspirasi/components/status-badge';
import inbox from '@/features/admin-aspirasi/components/inbox.module.css';
import admin from '@/components/admin/admin.module.css';
import { Banner, type BannerMessage } from '@/components/admin/banner';
import { failureBanner } from '@/components/admin/uploads/failure';
import { PageHeader } from '@/components/admin/page-header';
import { toTrashConfirmation } from '@/components/admin/trash-note';

const DELETE_CONFIRMATION = toTrashConfirmation('Apakah Anda yakin ingin menghapus aspirasi ini?');

const timeOfDay = new Intl.DateTimeFormat('id-ID', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Jakarta' });

/** The list to go back to: the filtered one the admin came from, else the whole list. */
function backTo(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith(`${paths.admin.aspirations}?`) ? from : paths.admin.aspirations;
}

function TriageForm({
  aspiration,
  onSaved,
  onReplaced,
}: {
  aspiration: AspirationDetail;
  onSaved: (next: AspirationDetail) => void;
  /** "Muat versi terbaru" after a 409: the aspiration as it is now, shown instead. */
  onReplaced: (current: AspirationDetail) => Promise<unknown>;
}) {
  const edit = useEditConflict(aspiration.id, aspiration);
  const [status, setStatus] = useState<AspirationStatus>(aspiration.status);
  const [catatan, setCatatan] = useState(aspiration.catatan ?? '');
  const [saving, setSaving] = useState(false);
  const [banner, setBanner] = useState<BannerMessage | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    setBanner(null);
    edit.dismiss();
    try {
      const { message, data } = await updateAspiration(aspiration.id, { status, catatan }, edit.version);
      edit.saved(data);
      setBanner({ text: message, tone: 'success' });
      onSaved(data);
    } catch (error) {
      // another admin saved it in between: the notice says who and when; the status and note typed stay
      if (edit.refused(error)) return;
      console.error('Gagal memperbarui aspirasi:', error);
      setBanner(failureBanner('Gagal memperbarui aspirasi.', error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className={inbox.triage} onSubmit={submit} aria-labelledby="triase-judul">
      <h2 id="triase-judul" className="visually-hidden">
        Tindak lanjut
      </h2>
      {edit.conflict && (
        <EditConflictNotice
          message={edit.conflict.message}
          onReload={() =>
            void edit.reload(async (current) => {
              if (!current) return;
              setStatus(current.status);
              setCatatan(current.catatan ?? '');
              await onReplaced(current);
            })
          }
        />
      )}
      <div>
        <label htmlFor="triase-status">Status</label>
        <select
          id="triase-status"
          className={admin.control}
          value={status}
          onChange={(event) => setStatus(event.target.value as AspirationStatus)}
        >
          {ASPIRATION_STATUSES.map((value) => (
            <option key={value} value={value}>
              {STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="triase-catatan">Catatan pengurus</label>
        <textarea
          id="triase-catatan"
          className={admin.control}
          value={catatan}
          maxLength={INBOX_LIMITS.catatanMax}
          onChange={(event) => setCatatan(event.target.value)}
          aria-describedby="triase-catatan-hint triase-catatan-count"
        />
        <p id="triase-catatan-hint" className={inbox.counter} style={{ textAlign: 'left' }}>
          Hanya terlihat oleh admin, tidak pernah ditampilkan untuk publik.
        </p>
        <p id="triase-catatan-count" className={inbox.counter}>
          {catatan.length}/{INBOX_LIMITS.catatanMax} karakter
        </p>
      </div>
      <div>
        <button type="submit" className="btn" disabled={saving}>
          {saving ? 'Menyimpan...' : 'Simpan'}
        </button>
        <Banner message={banner} onDismiss={() => setBanner(null)} inline />
      </div>
    </form>
  );
}

export default function AdminAspirationDetailPage() {
  const { id } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { data, error, isLoading, mutate } = useAspiration(id);
  const refreshInbox = useRefreshInbox();
  const [deleting, setDeleting] = useState(false);
  const [deleteBanner, setDeleteBanner] = useState<BannerMessage | null>(null);
  const back = backTo(location.state);

  // opening it marks it read, once per aspiration
  const marked = useRef<number | null>(null);
  useEffect(() => {
    if (!data || data.status !== 'baru' || marked.current === data.id) return;
    marked.current = data.id;
    markAspirationRead(data.id)
      .then(({ data: next }) => mutate(next, { revalidate: false }))
      .then(() => refreshInbox())
      .catch((failure: unknown) => console.error('Gagal menandai aspirasi dibaca:', failure));
  }, [data, mutate, refreshInbox]);

  async function handleDelete(aspiration: AspirationDetail) {
    if (!window.confirm(DELETE_CONFIRMATION)) return;
    setDeleting(true);
    setDeleteBanner(null);
    try {
      const { message } = await deleteAspiration(aspiration.id);
      await refreshInbox();
      navigate(back, { state: { notice: message } });
    } catch (failure) {
      console.error('Gagal menghapus aspirasi:', failure);
      setDeleteBanner(failureBanner('Gagal menghapus aspirasi.', failure));
      setDeleting(false);
    }
  }

  let body;
  if (!data && isLoading) {
    body = (
      <p className="status-text" role="status">
        Memuat aspirasi...
      </p>
    );
  } else if (!data) {
    body = (
      <div className="status-text" role="alert">
        <p>{error instanceof ApiError && error.hasServerMessage ? error.message : 'Aspirasi tidak dapat dimuat.'}</p>
      </div>
    );
  } else {
    const sent = new Date(data.created_at);
    body = (
      <>
        <dl className={inbox.details}>
          <dt>Nama</dt>
          <dd>
            <bdi>{data.isAnonim ? 'Anonim' : data.nama || '-'}</bdi>
          </dd>
          <dt>NIM</dt>
          <dd>
            <bdi>{data.isAnonim ? '-' : data.nim || '-'}</bdi>
          </dd>
          <dt>Kategori</dt>
          <dd>{data.kategori}</dd>
          <dt>Dikirim</dt>
          <dd>
            <time dateTime={data.created_at}>
              {formatLongDate(data.created_at)}, pukul {timeOfDay.format(sent)} WIB
            </time>
          </dd>
          <dt>Status</dt>
          <dd>
            <StatusBadge status={data.status} />
          </dd>
        </dl>
        <h2 className="visually-hidden">Pesan</h2>
        <p className={inbox.message}>
          <bdi>{data.pesan}</bdi>
        </p>
        <hr style={{ margin: '1.5rem 0', border: 0, borderTop: '1px solid var(--color-border)' }} />
        {/* a fresh form per aspiration (and once it is marked read); a later revalidation never overwrites typing */}
        <TriageForm
          key={`${data.id}:${data.status === 'baru'}`}
          aspiration={data}
          onSaved={(next) => void mutate(next, { revalidate: false }).then(refreshInbox)}
          onReplaced={(current) => mutate(current, { revalidate: false }).then(refreshInbox)}
        />
        <div className={inbox.dangerZone}>
          <Banner message={deleteBanner} onDismiss={() => setDeleteBanner(null)} />
          <button type="button" className="btn btn-danger" onClick={() => handleDelete(data)} disabled={deleting}>
            {deleting ? 'Menghapus...' : 'Hapus Aspirasi'}
          </button>
        </div>
      </>
    );
  }

  return (
    <>
      <PageHeader
        title="Detail Aspirasi"
        subtitle="Membaca dan menindaklanjuti satu aspirasi"
        actions={
          <Link className="btn btn-outline" to={back}>
            Kembali ke daftar
          </Link>
        }
      />
      {body}
    </>
  );
}
