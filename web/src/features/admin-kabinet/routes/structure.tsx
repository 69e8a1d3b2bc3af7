/**
 * Struktur: a cabinet's departments and their divisions, in order. Add, rename, move (buttons that work from the
 * keyboard) and remove them, then save the whole structure at once; a department or division that still has members
 * is refused by the server with its name, and nothing is saved. It opens on the cabinet being prepared for the handover
 * when there is one (else the active one) and says which one it shows; the save is confirmed beside its button.
 */
import { useId, useState, type FormEvent } from 'react';
import { EditConflictNotice, useEditConflict } from '@/components/admin/edit-conflict';
import { Link, useSearchParams } from 'react-router-dom';
import type { Cabinet } from '@hmrpl/contract';
import { paths } from '@/config/paths';
import { cabinetTitle } from '@/lib/site-content';
import {
  chosenCabinetId,
  saveStructure,
  useCabinetById,
  useRefreshCabinets,
} from '@/features/admin-kabinet/api/admin-kabinet';
import { CabinetPicker, ChosenCabinetBody } from '@/features/admin-kabinet/components/cabinet-picker';
import { fieldErrorsOf } from '@/lib/http-client';
import { failureBanner } from '@/components/admin/uploads/failure';
import { Banner, type BannerMessage } from '@/components/admin/banner';
import { PageHeader } from '@/components/admin/page-header';
import { TextField } from '@/components/admin/text-field';
import styles from '@/components/admin/admin.module.css';

interface Unit {
  key: string;
  id?: number;
  name: string;
}
interface DepartmentDraft extends Unit {
  divisions: Unit[];
  /** People in it now (a removal the server would refuse is said here first). */
  members: number;
}

let keys = 0;
const nextKey = () => `baru-${(keys += 1)}`;

function draftOf(cabinet: Cabinet): DepartmentDraft[] {
  return cabinet.departments.map((department) => ({
    key: `d${department.id}`,
    id: department.id,
    name: department.name,
    members:
      (department.head ? 1 : 0) +
      department.members.length +
      department.divisions.reduce((sum, division) => sum + division.members.length, 0),
    divisions: department.divisions.map((division) => ({
      key: `v${division.id}`,
      id: division.id,
      name: division.name,
    })),
  }));
}

function move<T>(list: T[], index: number, by: -1 | 1): T[] {
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(index + by, 0, item!);
  return next;
}

function StructureEditor({ cabinet, onSaved }: { cabinet: Cabinet; onSaved: () => Promise<unknown> }) {
  const id = useId();
  const [departments, setDepartments] = useState(() => draftOf(cabinet));
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<BannerMessage | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // edit conflicts (ADR 101): the structure is the cabinet's, so is its version
  const edit = useEditConflict(cabinet.id, cabinet);

  const focusLater = (elementId: string) => requestAnimationFrame(() => document.getElementById(elementId)?.focus());
  const update = (index: number, change: Partial<DepartmentDraft>) =>
    setDepartments((list) => list.map((d, i) => (i === index ? { ...d, ...change } : d)));
  /** A name's message goes as soon as the name is filled in (ADR 066). */
  const nameTyped = (key: string, name: string) => {
    if (name.trim() && (errors[`${key}.name`] || errors[`${key}.id`]))
      setErrors(({ [`${key}.name`]: _name, [`${key}.id`]: _id, ...rest }) => rest);
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setNotice(null);
    setErrors({});
    edit.dismiss();
    try {
      const response = await saveStructure(
        cabinet.id,
        {
          departments: departments.map((d) => ({
            ...(d.id ? { id: d.id } : {}),
            name: d.name,
            divisions: d.divisions.map((v) => ({ ...(v.id ? { id: v.id } : {}), name: v.name })),
          })),
        },
        edit.version,
      );
      edit.saved(response.data);
      setDepartments(draftOf(response.data));
      await onSaved();
      setNotice({ text: response.message, tone: 'success' });
    } catch (error) {
      // someone saved this cabinet in between: the notice says who and when; the structure typed stays
      if (edit.refused(error)) return;
      console.error('Gagal menyimpan struktur:', error);
      setErrors(fieldErrorsOf(error));
      setNotice(failureBanner('Gagal menyimpan struktur.', error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className={`${styles.card} ${styles.form}`} onSubmit={handleSubmit} noValidate aria-busy={saving}>
      {edit.conflict && (
        <EditConflictNotice
          message={edit.conflict.message}
          onReload={() =>
            void edit.reload(async (current) => {
              await onSaved();
              if (current) setDepartments(draftOf(current));
            })
          }
        />
      )}
      {departments.length === 0 && <p className="status-text">Belum ada departemen. Tambahkan departemen pertama.</p>}
      <ol className={styles.stackList} aria-label={`Departemen ${cabinetTitle(cabinet)}`}>
        {departments.map((department, i) => (
          <li key={department.key} className={styles.stackItem}>
            <div className={styles.stackRow}>
              <TextField
                id={`${id}-${department.key}`}
                label={`Nama departemen ${i + 1}`}
                value={department.name}
                onChange={(name) => {
                  update(i, { name });
                  nameTyped(`departments.${i}`, name);
                }}
                error={errors[`departments.${i}.name`] ?? errors[`departments.${i}.id`]}
                required
                maxLength={60}
                hint={department.members > 0 ? `${department.members} anggota` : undefined}
              />
              <div className={styles.rowActions}>
                <button
                  type="button"
                  id={`${id}-${department.key}-up`}
                  className={`btn btn-outline ${styles.small}`}
                  disabled={i === 0}
                  onClick={() => {
                    setDepartments((list) => move(list, i, -1));
                    focusLater(`${id}-${department.key}-up`);
                  }}
                  aria-label={`Naikkan departemen ${department.name || i + 1}`}
                >
                  Naikkan
                </button>
                <button
                  type="button"
                  id={`${id}-${department.key}-down`}
                  className={`btn btn-outline ${styles.small}`}
                  disabled={i === departments.length - 1}
                  onClick={() => {
                    setDepartments((list) => move(list, i, 1));
                    focusLater(`${id}-${department.key}-down`);
                  }}
                  aria-label={`Turunkan departemen ${department.name || i + 1}`}
                >
                  Turunkan
                </button>
                <button
                  type="button"
                  className={`btn btn-danger ${styles.small}`}
                  onClick={() => setDepartments((list) => list.filter((_, j) => j !== i))}
                  aria-label={`Hapus departemen ${department.name || i + 1}`}
                >
                  Hapus
                </button>
              </div>
            </div>
            <div className={styles.nested}>
              {department.divisions.length === 0 ? (
                <p className={styles.hint}>Tanpa divisi: anggotanya tampil langsung di bawah departemen.</p>
              ) : (
                <ol className={styles.stackList} aria-label={`Divisi ${department.name}`}>
                  {department.divisions.map((division, j) => {
                    const setDivisions = (divisions: Unit[]) => update(i, { divisions });
                    return (
                      <li key={division.key} className={styles.stackRow}>
                        <TextField
                          id={`${id}-${division.key}`}
                          label={`Nama divisi ${j + 1} (${department.name || `departemen ${i + 1}`})`}
                          value={division.name}
                          onChange={(name) => {
                            setDivisions(department.divisions.map((v, k) => (k === j ? { ...v, name } : v)));
                            nameTyped(`departments.${i}.divisions.${j}`, name);
                          }}
                          error={
                            errors[`departments.${i}.divisions.${j}.name`] ??
                            errors[`departments.${i}.divisions.${j}.id`]
                          }
                          required
                          maxLength={60}
                        />
                        <div className={styles.rowActions}>
                          <button
                            type="button"
                            id={`${id}-${division.key}-up`}
                            className={`btn btn-outline ${styles.small}`}
                            disabled={j === 0}
                            onClick={() => {
                              setDivisions(move(department.divisions, j, -1));
                              focusLater(`${id}-${division.key}-up`);
                            }}
                            aria-label={`Naikkan divisi ${division.name || j + 1}`}
                          >
                            Naikkan
                          </button>
                          <button
                            type="button"
                            id={`${id}-${division.key}-down`}
                            className={`btn btn-outline ${styles.small}`}
                            disabled={j === department.divisions.length - 1}
                            onClick={() => {
                              setDivisions(move(department.divisions, j, 1));
                              focusLater(`${id}-${division.key}-down`);
                            }}
                            aria-label={`Turunkan divisi ${division.name || j + 1}`}
                          >
                            Turunkan
                          </button>
                          <button
                            type="button"
                            className={`btn btn-danger ${styles.small}`}
                            onClick={() => setDivisions(department.divisions.filter((_, k) => k !== j))}
                            aria-label={`Hapus divisi ${division.name || j + 1}`}
                          >
                            Hapus
                          </button>
                        </div>
                      </li>
                    );
                  })}
                </ol>
              )}
              <button
                type="button"
                className={`btn btn-outline ${styles.small}`}
                disabled={department.divisions.length >= 20}
                onClick={() => {
                  const key = nextKey();
                  update(i, { divisions: [...department.divisions, { key, name: '' }] });
                  focusLater(`${id}-${key}`);
                }}
              >
                Tambah Divisi{department.name ? ` di ${department.name}` : ''}
              </button>
            </div>
          </li>
        ))}
      </ol>
      {errors.departments && (
        <p className={styles.fieldError} role="alert">
          {errors.departments}
        </p>
      )}
      <div className={styles.formActions}>
        <button
          type="button"
          className="btn btn-outline"
          disabled={departments.length >= 20}
          onClick={() => {
            const key = nextKey();
            setDepartments((list) => [...list, { key, name: '', divisions: [], members: 0 }]);
            focusLater(`${id}-${key}`);
          }}
        >
          Tambah Departemen
        </button>
        <button type="submit" className="btn" disabled={saving}>
          {saving ? 'Menyimpan...' : 'Simpan Struktur'}
        </button>
        <Banner message={notice} onDismiss={() => setNotice(null)} inline />
      </div>
    </form>
  );
}

export default function AdminStructurePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const probe = useCabinetById(null);
  const chosen = chosenCabinetId(searchParams.get('kabinet'), probe.list);
  const chosenState = useCabinetById(chosen);
  const { cabinet, list } = chosenState;
  const refresh = useRefreshCabinets();

  return (
    <>
      <PageHeader
        title="Struktur"
        subtitle="Departemen dan divisi kabinet, sesuai urutan tampil di situs"
        actions={<Link to={paths.admin.cabinets}>Kelola Kabinet</Link>}
      />
      {list && list.length > 0 && (
        <div className={styles.toolbar}>
          <CabinetPicker cabinets={list} value={chosen} onChange={(id) => setSearchParams({ kabinet: String(id) })} />
          {cabinet && <Link to={`${paths.admin.members}?kabinet=${cabinet.id}`}>Kelola anggota kabinet ini</Link>}
        </div>
      )}
      <ChosenCabinetBody
        state={chosenState}
        loadingText="Memuat struktur..."
        failedText="Gagal memuat struktur. Muat ulang halaman lalu coba lagi."
      >
        {(cabinet) => <StructureEditor key={cabinet.id} cabinet={cabinet} onSaved={refresh} />}
      </ChosenCabinetBody>
    </>
  );
}
