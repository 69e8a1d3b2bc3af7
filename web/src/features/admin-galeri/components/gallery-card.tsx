/**
 * One image of Kelola Galeri: the picture, its caption and activity, 'Edit' (caption, description, activity; saved
 * with POST /api/admin/galeri/{id}) and 'Hapus'. A refused edit keeps what was typed and names the field.
 */
import { useId, useState, type FormEvent } from 'react';
import type { Activity, GalleryImage } from '@hmrpl/contract';
import { ApiError } from '@/lib/http-client';
import { storageSrcSet, storageUrl } from '@/lib/storage';
import { AdminField } from '@/components/admin/text-field';
import styles from '@/components/admin/admin.module.css';
import { updateGalleryImage } from '../api/admin-galeri';
import { EditConflictNotice, useEditConflict } from '@/components/admin/edit-conflict';

/** The longest caption and description (contract: GalleryLimits.textMax). */
const TEXT_MAX = 255;

interface GalleryCardProps {
  image: GalleryImage;
  activities: Pick<Activity, 'id' | 'title'>[];
  deleting: boolean;
  disabled: boolean;
  onDelete: () => void;
  /** After a successful edit, with the server's answer. */
  onSaved: (image: GalleryImage, message: string) => void;
  /** "Muat versi terbaru" after a 409: the list read again (the form then shows the photo as it is now). */
  onReplaced: () => Promise<unknown>;
}

export function GalleryCard({
  image,
  activities,
  deleting,
  disabled,
  onDelete,
  onSaved,
  onReplaced,
}: GalleryCardProps) {
  const id = useId();
  const name = image.caption || `Galeri ${image.id}`;
  const activity = activities.find((candidate) => candidate.id === image.kegiatan_id);
  const [editing, setEditing] = useState(false);
  const [caption, setCaption] = useState(image.caption ?? '');
  const [alt, setAlt] = useState(image.image_alt ?? '');
  const [kegiatan, setKegiatan] = useState(image.kegiatan_id === null ? '' : String(image.kegiatan_id));
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // edit conflicts (ADR 101): the photo's version as its form opened (each opening a new form)
  const [opened, setOpened] = useState(0);
  const edit = useEditConflict(editing ? `${image.id}-${opened}` : undefined, editing ? image : undefined);

  function fill(from: GalleryImage) {
    setCaption(from.caption ?? '');
    setAlt(from.image_alt ?? '');
    setKegiatan(from.kegiatan_id === null ? '' : String(from.kegiatan_id));
  }

  function open() {
    fill(image);
    setErrors({});
    edit.dismiss();
    setOpened((count) => count + 1);
    setEditing(true);
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const found: Record<string, string> = {};
    if (caption.trim().length > TEXT_MAX) found.caption = `Keterangan maksimal ${TEXT_MAX} karakter.`;
    if (alt.trim().length > TEXT_MAX) found.image_alt = `Deskripsi gambar maksimal ${TEXT_MAX} karakter.`;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    edit.dismiss();
    try {
      const answer = await updateGalleryImage(
        image.id,
        {
          caption: caption.trim(),
          image_alt: alt.trim(),
          kegiatan_id: kegiatan === '' ? null : Number(kegiatan),
        },
        edit.version,
      );
      setEditing(false);
      onSaved(answer.data, answer.message);
    } catch (error) {
      // someone changed this photo in between: the notice says who and when; what was typed stays
      if (edit.refused(error)) return;
      console.error('Gagal memperbarui gambar:', error);
      const fromServer: Record<string, string> = {};
      if (error instanceof ApiError) {
        for (const [field, messages] of Object.entries(error.errors)) if (messages[0]) fromServer[field] = messages[0];
      }
      if (Object.keys(fromServer).length === 0)
        fromServer.form =
          error instanceof ApiError && error.hasServerMessage
            ? `Gagal memperbarui gambar. ${error.message}`
            : 'Gagal memperbarui gambar.';
      setErrors(fromServer);
    } finally {
      setSaving(false);
    }
  }

  return (
    <li className={styles.galleryCard}>
      <img
        src={storageUrl(image.image_path)}
        srcSet={storageSrcSet(image.image_formats, { path: image.image_path, width: image.image_width })}
        sizes="(min-width: 992px) 25vw, (min-width: 576px) 50vw, 100vw"
        alt={image.image_alt || name}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.galleryBody}>
        <p className={styles.galleryCaption}>
          {name}
          {activity && (
            <>
              <br />
              <span>Kegiatan: {activity.title}</span>
            </>
          )}
        </p>
        {editing ? (
          <form className={styles.form} onSubmit={save} noValidate aria-label={`Edit ${name}`}>
            {edit.conflict && (
              <EditConflictNotice
                message={edit.conflict.message}
                onReload={() =>
                  void edit.reload(async (current) => {
                    await onReplaced();
                    if (current) fill(current);
                  })
                }
              />
            )}
            <AdminField id={`${id}-caption`} label="Keterangan" error={errors.caption}>
              {(control) => (
                <input
                  {...control}
                  type="text"
                  maxLength={TEXT_MAX}
                  value={caption}
                  disabled={saving}
                  onChange={(event) => setCaption(event.target.value)}
                />
              )}
            </AdminField>
            <AdminField id={`${id}-alt`} label="Deskripsi gambar" error={errors.image_alt}>
              {(control) => (
                <input
                  {...control}
                  type="text"
                  maxLength={TEXT_MAX}
                  value={alt}
                  disabled={saving}
                  onChange={(event) => setAlt(event.target.value)}
                />
              )}
            </AdminField>
            <AdminField id={`${id}-kegiatan`} label="Kegiatan" error={errors.kegiatan_id}>
              {(control) => (
                <select
                  {...control}
                  value={kegiatan}
                  disabled={saving}
                  onChange={(event) => setKegiatan(event.target.value)}
                >
                  <option value="">Tidak terkait kegiatan</option>
                  {activities.map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.title}
                    </option>
                  ))}
                </select>
              )}
            </AdminField>
            {errors.form && (
              <p className={styles.fieldError} role="alert">
                {errors.form}
              </p>
            )}
            <div className={styles.rowActions}>
              <button type="submit" className={`btn ${styles.small}`} disabled={saving}>
                {saving ? 'Menyimpan...' : 'Simpan'}
              </button>
              <button
                type="button"
                className={`btn btn-outline ${styles.small}`}
                onClick={() => setEditing(false)}
                disabled={saving}
              >
                Batal
              </button>
            </div>
          </form>
        ) : (
          <div className={styles.rowActions}>
            <button
              type="button"
              className={`btn btn-outline ${styles.small}`}
              onClick={open}
              disabled={disabled}
              aria-label={`Edit ${name}`}
            >
              Edit
            </button>
            <button
              type="button"
              className={`btn btn-danger ${styles.small}`}
              onClick={onDelete}
              disabled={disabled}
              aria-label={`Hapus ${name}`}
            >
              {deleting ? 'Menghapus...' : 'Hapus'}
            </button>
          </div>
        )}
      </div>
    </li>
  );
}
