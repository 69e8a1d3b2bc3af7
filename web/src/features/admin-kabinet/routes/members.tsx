/**
 * Kelola Anggota: one cabinet's members (the one being prepared for the handover, else the active one, unless chosen;
 * the screen says which), all departments or one. Each department shows
 * its head, its members in no division and each division's members, in their order; move a member up or down with
 * buttons (the new order is saved at once and the focus stays on the moved member), add, edit or delete one.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { Cabinet, CreateMemberResponse, Member, UpdateMemberResponse } from '@hmrpl/contract';
import { paths } from '@/config/paths';
import { storageUrl } from '@/lib/storage';
import {
  chosenCabinetId,
  createMember,
  deleteMember,
  reorderMembers,
  updateMember,
  useCabinetById,
  useRefreshCabinets,
} from '@/features/admin-kabinet/api/admin-kabinet';
import { CabinetPicker, ChosenCabinetBody } from '@/features/admin-kabinet/components/cabinet-picker';
import { MemberForm, memberFormData, type MemberPlace } from '@/features/admin-kabinet/components/member-form';
import { useCabinetSave } from '@/features/admin-kabinet/components/use-cabinet-save';
import { EditConflictNotice, useEditConflict } from '@/components/admin/edit-conflict';
import { failureBanner } from '@/components/admin/uploads/failure';
import { Banner, type BannerMessage } from '@/components/admin/banner';
import { PageHeader } from '@/components/admin/page-header';
import styles from '@/components/admin/admin.module.css';
import { toTrashConfirmation } from '@/components/admin/trash-note';

const DELETE_MEMBER_CONFIRMATION = (member: Member) =>
  toTrashConfirmation(`Apakah Anda yakin ingin menghapus anggota ${member.nama} (${member.jabatan})?`);

/** A result shown in one member's row (the move of that member). */
interface RowNote {
  memberId: number;
  message: BannerMessage;
}

interface GroupProps {
  title: string;
  members: Member[];
  /** The result of the last move, in the moved member's row (the focus stays there). */
  note: RowNote | null;
  /** Reordering: false for the head (one a department). */
  ordered: boolean;
  busy: boolean;
  idPrefix: string;
  onMove: (members: Member[], index: number, by: -1 | 1) => void;
  onEdit: (member: Member) => void;
  onDelete: (member: Member) => void;
  empty: string;
}

function Group({ title, members, note, ordered, busy, idPrefix, onMove, onEdit, onDelete, empty }: GroupProps) {
  return (
    <section aria-label={title}>
      <h3 className={styles.groupTitle}>{title}</h3>
      {members.length === 0 ? (
        <p className={styles.hint}>{empty}</p>
      ) : (
        <ul className={styles.stackList}>
          {members.map((member, index) => (
            <li key={member.id} className={styles.memberRow}>
              {member.image_path ? (
                <img
                  className={styles.thumbPortrait}
                  src={storageUrl(member.image_path)}
                  alt=""
                  width={48}
                  height={64}
                />
              ) : (
                <span className={styles.thumbPortrait} aria-hidden="true" />
              )}
              <div>
                <p className={styles.memberName}>{member.nama}</p>
                <p className={styles.memberPost}>
                  {member.jabatan}
                  {member.is_head && <span className={`${styles.badge} ${styles.badgeActive}`}> Kepala</span>}
                  {!member.image_path && <span className={styles.badge}> Tanpa foto</span>}
                </p>
                {ordered && (
                  // always in the row, so a screen reader hears the move's result where the focus is (ADR 066)
                  <span className={styles.rowStatus} aria-live="polite">
                    {note?.memberId === member.id && (
                      <span role={note.message.tone === 'error' ? 'alert' : 'status'}>
                        {note.message.text}
                        {note.message.detail ? ` ${note.message.detail}` : ''}
                      </span>
                    )}
                  </span>
                )}
              </div>
              <div className={styles.rowActions}>
                {ordered && (
                  <>
                    <button
                      type="button"
                      id={`${idPrefix}-${member.id}-up`}
                      className={`btn btn-outline ${styles.small}`}
                      disabled={index === 0}
                      aria-disabled={busy || undefined}
                      onClick={() => onMove(members, index, -1)}
                      aria-label={`Naikkan ${member.nama}`}
                    >
                      Naikkan
                    </button>
                    <button
                      type="button"
                      id={`${idPrefix}-${member.id}-down`}
                      className={`btn btn-outline ${styles.small}`}
                      disabled={index === members.length - 1}
                      aria-disabled={busy || undefined}
                      onClick={() => onMove(members, index, 1)}
                      aria-label={`Turunkan ${member.nama}`}
                    >
                      Turunkan
                    </button>
                  </>
                )}
                <button
                  type="button"
                  className={`btn btn-outline ${styles.small}`}
                  onClick={() => onEdit(member)}
                  aria-label={`Edit ${member.nama}`}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className={`btn btn-danger ${styles.small}`}
                  disabled={busy}
                  onClick={() => onDelete(member)}
                  aria-label={`Hapus ${member.nama}`}
                >
                  Hapus
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function placeOf(cabinet: Cabinet, member: Member): MemberPlace {
  for (const department of cabinet.departments) {
    if (department.head?.id === member.id || department.members.some((m) => m.id === member.id))
      return { member, departmentId: department.id, divisionId: null };
    for (const division of department.divisions)
      if (division.members.some((m) => m.id === member.id))
        return { member, departmentId: department.id, divisionId: division.id };
  }
  return { member, departmentId: cabinet.departments[0]!.id, divisionId: null };
}

function MembersOf({ cabinet, departmentFilter }: { cabinet: Cabinet; departmentFilter: number | null }) {
  const id = useId();
  const refresh = useRefreshCabinets();
  const [editing, setEditing] = useState<MemberPlace | null>(null);
  const formKey = useRef(0);
  // edit conflicts (ADR 101): the member's version as its form opened (each opening a new form)
  const edited = editing?.member;
  const edit = useEditConflict(edited ? `${edited.id}-${formKey.current}` : undefined, edited);
  const save = useCabinetSave('Gagal menyimpan anggota. Coba lagi.', edit);
  const [notice, setNotice] = useState<BannerMessage | null>(null);
  const [rowNote, setRowNote] = useState<RowNote | null>(null);
  const [busy, setBusy] = useState(false);
  /** The button to focus once the list shows the new order (moving a node in the page drops its focus). */
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!focusTarget) return;
    const element = document.getElementById(focusTarget);
    if (element && !(element as HTMLButtonElement).disabled) {
      element.focus();
      setFocusTarget(null);
    }
  }, [focusTarget, cabinet, busy]);
  const shown = cabinet.departments.filter((d) => departmentFilter === null || d.id === departmentFilter);

  const focus = (elementId: string) => requestAnimationFrame(() => document.getElementById(elementId)?.focus());

  function openForm(place: MemberPlace) {
    formKey.current += 1;
    setEditing(place);
    save.dismiss();
    edit.dismiss();
    setNotice(null);
    setRowNote(null);
    focus(`${id}-form-title`);
  }

  async function handleMove(members: Member[], index: number, by: -1 | 1) {
    if (busy) return;
    const moved = members[index]!;
    const order = members.map((m) => m.id);
    order.splice(index, 1);
    order.splice(index + by, 0, moved.id);
    setBusy(true);
    setNotice(null);
    setRowNote(null);
    save.dismiss();
    try {
      const response = await reorderMembers(order);
      // the list shows the new order before the message says it is saved (ADR 065)
      await refresh();
      setRowNote({ memberId: moved.id, message: { text: response.message, tone: 'success' } });
    } catch (error) {
      console.error('Gagal menyimpan urutan:', error);
      setRowNote({ memberId: moved.id, message: failureBanner('Gagal menyimpan urutan.', error) });
    } finally {
      setBusy(false);
      // the focus stays with the member that moved (on the other button when it reached an end)
      const newIndex = index + by;
      const direction = (by < 0 && newIndex === 0) || (by > 0 && newIndex === members.length - 1) ? -by : by;
      setFocusTarget(`${id}-${moved.id}-${direction < 0 ? 'up' : 'down'}`);
    }
  }

  async function handleDelete(member: Member) {
    if (!window.confirm(DELETE_MEMBER_CONFIRMATION(member))) return;
    setBusy(true);
    setNotice(null);
    setRowNote(null);
    save.dismiss();
    try {
      const response = await deleteMember(member.id);
      await refresh();
      setNotice({ text: response.message, tone: 'success' });
      if (editing?.member?.id === member.id) setEditing(null);
    } catch (error) {
      console.error('Gagal menghapus anggota:', error);
      setNotice(failureBanner('Gagal menghapus anggota.', error));
    } finally {
      setBusy(false);
    }
  }

  const groupProps = {
    note: rowNote,
    busy,
    idPrefix: id,
    onMove: handleMove,
    onEdit: (member: Member) => openForm(placeOf(cabinet, member)),
    onDelete: handleDelete,
  };

  if (cabinet.departments.length === 0) {
    return (
      <p className="status-text">
        Kabinet ini belum memiliki departemen.{' '}
        <Link to={`${paths.admin.structure}?kabinet=${cabinet.id}`}>Atur struktur</Link> terlebih dahulu.
      </p>
    );
  }

  return (
    <>
      <div className={styles.formActions}>
        {!editing && (
          <>
            <button
              type="button"
              className="btn"
              onClick={() =>
                openForm({ departmentId: departmentFilter ?? cabinet.departments[0]!.id, divisionId: null })
              }
            >
              Tambah Anggota
            </button>
            <Link className="btn btn-outline" to={`${paths.admin.membersImport}?kabinet=${cabinet.id}`}>
              Impor dari Berkas
            </Link>
          </>
        )}
        {/* a saved member's form closes: its result shows here, where the form was; a deleted row's takes the focus */}
        <Banner
          message={editing ? null : (save.banner ?? notice)}
          onDismiss={() => (save.banner ? save.dismiss() : setNotice(null))}
          inline
          takeFocus={!save.banner && Boolean(notice)}
        />
      </div>
      {editing && edit.conflict && (
        <EditConflictNotice
          message={edit.conflict.message}
          onReload={() =>
            void edit.reload(async (current) => {
              await refresh();
              if (current) openForm(placeOf(cabinet, current));
            })
          }
        />
      )}
      {editing && (
        <MemberForm
          key={formKey.current}
          cabinet={cabinet}
          place={editing}
          headingId={`${id}-form-title`}
          submitting={save.submitting}
          progress={save.progress}
          serverErrors={save.fieldErrors}
          onCancel={() => {
            setEditing(null);
            edit.dismiss();
          }}
          // a failure stays beside the form's buttons (a 409 above the form); a success closes the form and shows above
          feedback={
            <Banner
              message={save.banner?.tone === 'error' && !edit.conflict ? save.banner : null}
              onDismiss={save.dismiss}
              inline
            />
          }
          onSubmit={(values) => {
            edit.dismiss();
            return save.run<CreateMemberResponse | UpdateMemberResponse>(
              (options) => {
                const form = memberFormData(values, cabinet, Boolean(editing.member));
                return editing.member
                  ? updateMember(editing.member.id, form, options, edit.version)
                  : createMember(form, options);
              },
              async () => {
                await refresh();
                setEditing(null);
              },
            );
          }}
        />
      )}
      {shown.map((department) => (
        <section key={department.id} className={styles.card} aria-labelledby={`${id}-d${department.id}`}>
          <h2 id={`${id}-d${department.id}`} className={styles.cardTitle}>
            {department.name}
          </h2>
          <Group
            {...groupProps}
            title={`Kepala Departemen ${department.name}`}
            members={department.head ? [department.head] : []}
            ordered={false}
            empty="Belum ada kepala departemen."
          />
          <Group
            {...groupProps}
            title={department.divisions.length > 0 ? `Tanpa divisi (${department.name})` : `Anggota ${department.name}`}
            members={department.members}
            ordered
            empty="Belum ada anggota."
          />
          {department.divisions.map((division) => (
            <Group
              key={division.id}
              {...groupProps}
              title={`Divisi ${division.name}`}
              members={division.members}
              ordered
              empty="Belum ada anggota di divisi ini."
            />
          ))}
        </section>
      ))}
    </>
  );
}

export default function AdminMembersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filterId = useId();
  const probe = useCabinetById(null);
  const chosen = chosenCabinetId(searchParams.get('kabinet'), probe.list);
  const chosenState = useCabinetById(chosen);
  const { cabinet, list } = chosenState;
  const departmentParam = searchParams.get('departemen');
  const departmentFilter =
    departmentParam && cabinet?.departments.some((d) => String(d.id) === departmentParam)
      ? Number(departmentParam)
      : null;

  return (
    <>
      <PageHeader
        title="Kelola Anggota"
        subtitle="Pengurus kabinet per departemen dan divisi, sesuai urutan tampil di halaman Tentang"
        actions={<Link to={paths.admin.cabinets}>Kelola Kabinet</Link>}
      />
      {list && list.length > 0 && (
        <div className={styles.toolbar}>
          <CabinetPicker cabinets={list} value={chosen} onChange={(id) => setSearchParams({ kabinet: String(id) })} />
          {cabinet && cabinet.departments.length > 0 && (
            <div className={styles.field}>
              <label htmlFor={filterId}>Departemen</label>
              <select
                id={filterId}
                className={styles.select}
                value={departmentFilter ?? ''}
                onChange={(event) =>
                  setSearchParams({
                    kabinet: String(cabinet.id),
                    ...(event.target.value ? { departemen: event.target.value } : {}),
                  })
                }
              >
                <option value="">Semua departemen</option>
                {cabinet.departments.map((d) => (
                  <option key={d.id} value={d.id}>
                    {d.name}
                  </option>
                ))}
              </select>
            </div>
          )}
        </div>
      )}
      <ChosenCabinetBody
        state={chosenState}
        loadingText="Memuat data anggota..."
        failedText="Gagal memuat data anggota. Muat ulang halaman lalu coba lagi."
      >
        {(cabinet) => <MembersOf key={cabinet.id} cabinet={cabinet} departmentFilter={departmentFilter} />}
      </ChosenCabinetBody>
    </>
  );
}
