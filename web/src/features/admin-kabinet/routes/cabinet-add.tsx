/**
 * Tambah Kabinet: the next cabinet, starting from the active one's structure (and, when wished, its vision, missions
 * and texts); it is not active until activated. Once added, its edit screen opens (with links to its structure and
 * members), reading the cabinet the server now holds.
 */
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import {
  createCabinet,
  useAdminCabinets,
  useCabinetById,
  useRefreshCabinets,
} from '@/features/admin-kabinet/api/admin-kabinet';
import { CabinetForm, cabinetFormData } from '@/features/admin-kabinet/components/cabinet-form';
import { useCabinetSave } from '@/features/admin-kabinet/components/use-cabinet-save';
import { Banner } from '@/components/admin/banner';
import { PageHeader } from '@/components/admin/page-header';

export default function AdminCabinetAddPage() {
  const { data, error, isLoading } = useAdminCabinets();
  const active = data?.data.find((cabinet) => cabinet.active);
  const { cabinet: current } = useCabinetById(active?.id ?? null);
  const navigate = useNavigate();
  const refresh = useRefreshCabinets();
  const save = useCabinetSave('Gagal menambah kabinet. Coba lagi.');

  return (
    <>
      <PageHeader
        title="Tambah Kabinet"
        subtitle="Menyiapkan kabinet berikutnya; kabinet baru tampil di situs setelah diaktifkan"
        actions={<Link to={paths.admin.cabinets}>Kembali ke Kelola Kabinet</Link>}
      />
      {isLoading && !data && !error ? (
        <p className="status-text" role="status">
          Memuat data kabinet...
        </p>
      ) : (
        <CabinetForm
          mode="add"
          cabinets={data?.data ?? []}
          copySource={current}
          submitting={save.submitting}
          progress={save.progress}
          serverErrors={save.fieldErrors}
          feedback={<Banner message={save.banner} onDismiss={save.dismiss} inline />}
          onSubmit={(values) =>
            save.run(
              (options) => createCabinet(cabinetFormData(values, 'add'), options),
              async (response) => {
                // the edit page opens on what the server holds now (ADR 065)
                await refresh();
                navigate(paths.admin.cabinetEdit(response.data.id), { state: { notice: response.message } });
              },
            )
          }
        />
      )}
    </>
  );
}
