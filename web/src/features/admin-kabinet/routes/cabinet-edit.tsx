/**
 * Edit Kabinet: the texts, the logo, the organisation chart and the designed-cards mark of one cabinet, read from the
 * admin route (the cabinet being prepared is not public); for one not yet public (never active), a preview link that
 * shows its page to whoever holds it. A cabinet just added arrives with its message at the top; a save's result shows
 * beside "Simpan Perubahan", after the form holds what the server saved (ADR 065, 066). A save over someone else's
 * newer one is refused (409): what was typed stays, and "Muat versi terbaru" shows theirs (ADR 101).
 */
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cabinetTitle } from '@/lib/site-content';
import {
  createCabinetPreviewLink,
  updateCabinet,
  useCabinetById,
  useRefreshCabinets,
} from '@/features/admin-kabinet/api/admin-kabinet';
import { CabinetForm, cabinetFormData } from '@/features/admin-kabinet/components/cabinet-form';
import { useCabinetSave } from '@/features/admin-kabinet/components/use-cabinet-save';
import { Banner } from '@/components/admin/banner';
import { PageHeader } from '@/components/admin/page-header';
import { PreviewLinkPanel } from '@/components/admin/preview-link-panel';
import { EditConflictNotice, useEditConflict } from '@/components/admin/edit-conflict';

const PREVIEW_HINT =
  'Kabinet yang belum pernah aktif tidak tampil di situs. Tautan pratinjau menampilkan halamannya persis seperti ' +
  'yang akan dilihat pengunjung, untuk siapa pun yang memegangnya, tanpa masuk. Berlaku 7 hari, atau sampai nama ' +
  'atau periode kabinet berubah.';

export default function AdminCabinetEditPage() {
  const params = useParams();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const { cabinet, missing, loading, error } = useCabinetById(id);
  const refresh = useRefreshCabinets();
  const [version, setVersion] = useState(0);
  const edit = useEditConflict(cabinet ? `${cabinet.id}-${version}` : undefined, cabinet);
  const save = useCabinetSave('Gagal memperbarui kabinet. Coba lagi.', edit);
  // a cabinet just added arrives here with its message
  const location = useLocation();
  const arrived = (location.state as { notice?: string } | null)?.notice;
  const [dismissedArrival, setDismissedArrival] = useState(false);

  return (
    <>
      <PageHeader
        title="Edit Kabinet"
        subtitle={cabinet ? cabinetTitle(cabinet) : 'Mengubah teks, logo, dan bagan struktur kabinet'}
        actions={<Link to={paths.admin.cabinets}>Kembali ke Kelola Kabinet</Link>}
      />
      <Banner
        message={arrived && !dismissedArrival ? { text: arrived, tone: 'success' } : null}
        onDismiss={() => setDismissedArrival(true)}
      />
      {cabinet && (
        <p>
          <Link to={`${paths.admin.structure}?kabinet=${cabinet.id}`}>Atur struktur</Link> ·{' '}
          <Link to={`${paths.admin.members}?kabinet=${cabinet.id}`}>Kelola anggota</Link>
        </p>
      )}
      {loading ? (
        <p className="status-text" role="status">
          Memuat data...
        </p>
      ) : missing || !cabinet ? (
        <p className="status-text" role="alert">
          {error && !missing ? 'Gagal memuat kabinet. Muat ulang halaman lalu coba lagi.' : 'Kabinet tidak ditemukan.'}
        </p>
      ) : (
        <>
          {edit.conflict && (
            <EditConflictNotice
              message={edit.conflict.message}
              onReload={() => {
                save.dismiss();
                void edit.reload(() => refresh());
              }}
            />
          )}
          <CabinetForm
            // a saved cabinet (or the newer one after a 409) comes back from the server: start the form again from it
            key={edit.formKey}
            mode="edit"
            cabinet={cabinet}
            submitting={save.submitting}
            progress={save.progress}
            serverErrors={save.fieldErrors}
            // a 409 is told above the form, with the way to the newer version
            feedback={<Banner message={edit.conflict ? null : save.banner} onDismiss={save.dismiss} inline />}
            onSubmit={(values) => {
              setDismissedArrival(true);
              edit.dismiss();
              void save.run(
                (options) => updateCabinet(cabinet.id, cabinetFormData(values, 'edit'), options, edit.version),
                async () => {
                  await refresh();
                  setVersion((v) => v + 1);
                },
              );
            }}
          />
          {!cabinet.active && (
            <PreviewLinkPanel hint={PREVIEW_HINT} make={() => createCabinetPreviewLink(cabinet.id)} />
          )}
        </>
      )}
    </>
  );
}
