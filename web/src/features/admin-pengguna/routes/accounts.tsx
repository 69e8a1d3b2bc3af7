/**
 * Admin: the site's admins (roles, status, the second factor, last sign-in), adding one with their roles (they must
 * choose their own password at the first sign-in), changing an admin's roles, blocking or unblocking one, or several at
 * once (the old board's accounts at the handover; a block ends that admin's sessions at once), and resetting another
 * admin's second factor when their phone is lost. Nobody blocks or resets themselves (their own is in Akun), and the
 * server keeps at least one unblocked pengelola (its 422 is shown as it says). ADR 080, ADR 083.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { AdminAccount, AdminRole } from '@hmrpl/contract';
import { paths } from '@/config/paths';
import { formatLongDate } from '@/lib/format-date';
import { fieldErrorsOf } from '@/lib/http-client';
import {
  blockAdmin,
  blockAdmins,
  createAdmin,
  resetAdminTwoFactor,
  unblockAdmin,
  updateAdmin,
  useAdminAccounts,
} from '@/features/admin-pengguna/api/admin-pengguna';
import { ROLES_REQUIRED, RoleFields, roleNames } from '@/features/admin-pengguna/components/role-fields';
import { failureBanner } from '@/components/admin/uploads/failure';
import { Banner, type BannerMessage } from '@/components/admin/banner';
import { PageHeader } from '@/components/admin/page-header';
import { TextField } from '@/components/admin/text-field';
import { useFieldErrors } from '@/components/admin/use-field-errors';
import styles from '@/components/admin/admin.module.css';

const BLOCK_CONFIRMATION = (account: AdminAccount) =>
  `Blokir admin ${account.username}? Semua sesi masuknya langsung berakhir dan ia tidak dapat masuk sampai blokirnya dibuka.`;

const RESET_CONFIRMATION = (account: AdminAccount) =>
  `Reset verifikasi dua langkah ${account.username}? Lakukan ini hanya jika ponselnya hilang dan kode pemulihannya tidak ada. Semua sesinya berakhir; ia masuk dengan password saja lalu mengaktifkannya lagi.`;

const BLOCK_MANY_CONFIRMATION = (count: number) =>
  `Blokir ${count} admin yang dipilih? Semua sesi masuk mereka langsung berakhir dan mereka tidak dapat masuk sampai blokirnya dibuka.`;

const EMPTY = { username: '', email: '', name: '', password: '' };

function statusOf(account: AdminAccount) {
  if (account.blocked) return <span className={`${styles.badge} ${styles.badgeDanger}`}>Diblokir</span>;
  if (account.must_change_password)
    return <span className={`${styles.badge} ${styles.badgeWarn}`}>Belum mengganti password</span>;
  return <span className={`${styles.badge} ${styles.badgeActive}`}>Aktif</span>;
}

/** The browser's checks of a new admin (the server checks them all again). */
function checkNewAdmin(values: typeof EMPTY, roles: readonly AdminRole[]): Record<string, string> {
  const found: Record<string, string> = {};
  if (values.username.trim().length < 3)
    found.username = 'Username 3 sampai 50 karakter: huruf, angka, titik, garis bawah, atau tanda hubung.';
  if (!values.email.trim()) found.email = 'Alamat email tidak valid.';
  if (values.password.length < 12) found.password = 'Password minimal 12 karakter.';
  if (roles.length === 0) found.roles = ROLES_REQUIRED;
  return found;
}

function AddAdminForm({ onAdded }: { onAdded: () => Promise<unknown> }) {
  const [values, setValues] = useState(EMPTY);
  const [roles, setRoles] = useState<AdminRole[]>([]);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<BannerMessage | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const { errors, setClientErrors, fieldChanged } = useFieldErrors(serverErrors);
  const set = (key: keyof typeof EMPTY) => (value: string) => {
    const next = { ...values, [key]: value };
    setValues(next);
    fieldChanged(key, checkNewAdmin(next, roles));
  };
  const setRolesChecked = (next: AdminRole[]) => {
    setRoles(next);
    fieldChanged('roles', checkNewAdmin(values, next));
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const found = checkNewAdmin(values, roles);
    setClientErrors(found);
    setServerErrors({});
    setNotice(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const response = await createAdmin({
        username: values.username.trim(),
        email: values.email.trim(),
        name: values.name.trim() || undefined,
        password: values.password,
        roles,
      });
      setValues(EMPTY);
      setRoles([]);
      // the table shows the new admin before the message says so (ADR 065)
      await onAdded();
      setNotice({ text: response.message, tone: 'success' });
    } catch (error) {
      console.error('Gagal menambah admin:', error);
      setServerErrors(fieldErrorsOf(error));
      setNotice(failureBanner('Gagal menambah admin.', error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      className={`${styles.card} ${styles.form}`}
      onSubmit={handleSubmit}
      noValidate
      aria-busy={saving}
      aria-labelledby="add-admin"
    >
      <h2 id="add-admin" className={styles.cardTitle}>
        Tambah Admin
      </h2>
      <div className={styles.twoColumns}>
        <TextField
          label="Username"
          value={values.username}
          onChange={set('username')}
          error={errors.username}
          required
          maxLength={50}
          autoComplete="off"
        />
        <TextField
          label="Email"
          type="email"
          value={values.email}
          onChange={set('email')}
          error={errors.email}
          required
          maxLength={254}
          autoComplete="off"
        />
        <TextField
          label="Nama (opsional)"
          value={values.name}
          onChange={set('name')}
          error={errors.name}
          maxLength={100}
        />
        <TextField
          label="Password sementara"
          type="password"
          value={values.password}
          onChange={set('password')}
          error={errors.password}
          required
          autoComplete="new-password"
          hint="Minimal 12 karakter. Sampaikan secara pribadi; admin baru wajib menggantinya saat pertama masuk."
        />
      </div>
      <RoleFields value={roles} onChange={setRolesChecked} error={errors.roles} disabled={saving} />
      <div className={styles.formActions}>
        <button type="submit" className="btn" disabled={saving}>
          {saving ? 'Menyimpan...' : 'Tambah Admin'}
        </button>
        <Banner message={notice} onDismiss={() => setNotice(null)} inline />
      </div>
    </form>
  );
}

/** 'Ubah Peran' for one admin: the roles as checkboxes, saved with POST /api/admin/pengguna/{id}. */
function RolesEditor({
  account,
  onSaved,
  onCancel,
}: {
  account: AdminAccount;
  onSaved: (message: string) => Promise<void>;
  onCancel: () => void;
}) {
  const [roles, setRoles] = useState<AdminRole[]>(account.roles);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<BannerMessage | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [account.id]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setNotice(null);
    if (roles.length === 0) {
      setError(ROLES_REQUIRED);
      return;
    }
    setError(undefined);
    setSaving(true);
    try {
      const response = await updateAdmin(account.id, { roles });
      await onSaved(response.message);
    } catch (failure) {
      console.error('Gagal mengubah peran admin:', failure);
      setError(fieldErrorsOf(failure).roles);
      setNotice(failureBanner('Gagal mengubah peran admin.', failure));
      setSaving(false);
    }
  }

  return (
    <form
      className={`${styles.card} ${styles.form}`}
      onSubmit={handleSubmit}
      noValidate
      aria-busy={saving}
      aria-labelledby="edit-roles"
    >
      <h2 id="edit-roles" className={styles.cardTitle} ref={heading} tabIndex={-1}>
        Ubah Peran: {account.username}
      </h2>
      <Banner message={notice} onDismiss={() => setNotice(null)} />
      <RoleFields value={roles} onChange={setRoles} error={error} disabled={saving} />
      <div className={styles.formActions}>
        <button type="submit" className="btn" disabled={saving}>
          {saving ? 'Menyimpan...' : 'Simpan Peran'}
        </button>
        <button type="button" className="btn btn-outline" onClick={onCancel} disabled={saving}>
          Batal
        </button>
      </div>
    </form>
  );
}

/** Back to the row's 'Ubah Peran' button once its form closes (keyboard users go on where they were). */
function focusRolesButton(account: AdminAccount) {
  requestAnimationFrame(() =>
    document.querySelector<HTMLButtonElement>(`button[data-roles-of="${account.id}"]`)?.focus(),
  );
}

/**
 * `currentUserId`: the signed-in admin (no block button on their own row); `onOwnRolesChanged`: after they changed
 * their own roles (the shell reloads the session, so the sidebar and the screens follow).
 */
export default function AdminAccountsPage({
  currentUserId,
  onOwnRolesChanged,
}: {
  currentUserId?: number;
  onOwnRolesChanged?: () => Promise<unknown>;
}) {
  const { data, error, isLoading, mutate } = useAdminAccounts();
  /** The last block or unblock, said in that admin's row, beside its button (ADR 066). */
  const [note, setNote] = useState<{ id: number; message: BannerMessage } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  /** The last "block the selected ones", said beside its button. */
  const [notice, setNotice] = useState<BannerMessage | null>(null);
  const [blockingMany, setBlockingMany] = useState(false);
  const [editing, setEditing] = useState<AdminAccount | null>(null);
  const accounts = data?.data ?? [];
  const selectable = (account: AdminAccount) => account.id !== currentUserId && !account.blocked;
  // what is still selectable after a reload (a blocked one leaves the selection)
  const chosen = selected.filter((id) => accounts.some((account) => account.id === id && selectable(account)));

  async function blockSelected() {
    if (chosen.length === 0 || blockingMany || !window.confirm(BLOCK_MANY_CONFIRMATION(chosen.length))) return;
    setBlockingMany(true);
    setNotice(null);
    try {
      const response = await blockAdmins(chosen);
      setNotice({ text: response.message, tone: 'success' });
      setSelected([]);
      await mutate();
    } catch (failure) {
      console.error('Gagal memblokir admin yang dipilih:', failure);
      setNotice(failureBanner('Gagal memblokir admin yang dipilih.', failure));
    } finally {
      setBlockingMany(false);
    }
  }

  async function resetTwoFactor(account: AdminAccount) {
    if (!window.confirm(RESET_CONFIRMATION(account))) return;
    setBusy(account.id);
    setNote(null);
    try {
      const response = await resetAdminTwoFactor(account.id);
      // the row shows the new state before the message says it (ADR 065)
      await mutate();
      setNote({ id: account.id, message: { text: response.message, tone: 'success' } });
    } catch (failure) {
      console.error('Gagal mereset verifikasi dua langkah:', failure);
      setNote({ id: account.id, message: failureBanner('Gagal mereset verifikasi dua langkah.', failure) });
    } finally {
      setBusy(null);
    }
  }

  async function toggle(account: AdminAccount) {
    if (!account.blocked && !window.confirm(BLOCK_CONFIRMATION(account))) return;
    setBusy(account.id);
    setNote(null);
    try {
      const response = account.blocked ? await unblockAdmin(account.id) : await blockAdmin(account.id);
      // the row shows the new state before the message says it (ADR 065)
      await mutate();
      setNote({ id: account.id, message: { text: response.message, tone: 'success' } });
    } catch (failure) {
      console.error('Gagal mengubah status admin:', failure);
      setNote({
        id: account.id,
        message: failureBanner(account.blocked ? 'Gagal membuka blokir admin.' : 'Gagal memblokir admin.', failure),
      });
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <PageHeader
        title="Admin"
        subtitle="Akun admin situs dan perannya: tambah admin baru, ubah peran, blokir atau buka blokir, reset verifikasi dua langkah"
        actions={<Link to={paths.admin.account}>Akun Saya</Link>}
      />
      {isLoading && !data ? (
        <p className="status-text" role="status">
          Memuat data admin...
        </p>
      ) : error && !data ? (
        <p className="status-text" role="alert">
          Gagal memuat data admin. Muat ulang halaman lalu coba lagi.
        </p>
      ) : accounts.length === 0 ? (
        <p className="status-text">Belum ada admin.</p>
      ) : (
        <>
          <Banner message={notice} onDismiss={() => setNotice(null)} />
          <div className={styles.formActions}>
            <button
              type="button"
              className="btn btn-danger"
              onClick={blockSelected}
              disabled={chosen.length === 0 || blockingMany || busy !== null}
            >
              {blockingMany ? 'Memproses...' : `Blokir yang Dipilih (${chosen.length})`}
            </button>
            <p className={styles.hint}>
              Serah terima: pilih akun pengurus lama, lalu blokir sekaligus. Satu pengelola aktif selalu tersisa.
            </p>
          </div>
          <div className={styles.tableWrap}>
            <table className={`${styles.table} ${styles.stack}`}>
              <caption className="visually-hidden">Daftar admin situs</caption>
              <thead>
                <tr>
                  <th scope="col">
                    <span className="visually-hidden">Pilih</span>
                  </th>
                  <th scope="col">Nama</th>
                  <th scope="col">Username</th>
                  <th scope="col">Email</th>
                  <th scope="col">Peran</th>
                  <th scope="col">Status</th>
                  <th scope="col">Verifikasi dua langkah</th>
                  <th scope="col">Terakhir masuk</th>
                  <th scope="col">Aksi</th>
                </tr>
              </thead>
              <tbody>
                {accounts.map((account) => (
                  <tr key={account.id}>
                    <td data-label="Pilih">
                      {selectable(account) && (
                        <input
                          type="checkbox"
                          checked={chosen.includes(account.id)}
                          aria-label={`Pilih ${account.username}`}
                          onChange={(event) =>
                            setSelected((current) =>
                              event.target.checked
                                ? [...current, account.id]
                                : current.filter((id) => id !== account.id),
                            )
                          }
                        />
                      )}
                    </td>
                    <td data-label="Nama" className={styles.pre}>
                      {account.name}
                    </td>
                    <td data-label="Username">{account.username}</td>
                    <td data-label="Email" className={styles.pre}>
                      {account.email}
                    </td>
                    <td data-label="Peran">{roleNames(account.roles)}</td>
                    <td data-label="Status">{statusOf(account)}</td>
                    <td data-label="Verifikasi dua langkah">{account.two_factor_enabled ? 'Aktif' : 'Belum'}</td>
                    <td data-label="Terakhir masuk">
                      {account.last_login_at ? formatLongDate(account.last_login_at) : 'Belum pernah'}
                    </td>
                    <td data-label="Aksi">
                      <button
                        type="button"
                        className={`btn btn-outline ${styles.small}`}
                        onClick={() => setEditing(account)}
                        disabled={busy !== null}
                        data-roles-of={account.id}
                        aria-label={`Ubah peran ${account.username}`}
                      >
                        Ubah Peran
                      </button>{' '}
                      {account.id === currentUserId ? (
                        <span className={styles.hint}>Akun Anda</span>
                      ) : (
                        <span className={styles.rowActions}>
                          <button
                            type="button"
                            className={`btn ${account.blocked ? 'btn-outline' : 'btn-danger'} ${styles.small}`}
                            onClick={() => toggle(account)}
                            disabled={busy !== null}
                            aria-label={`${account.blocked ? 'Buka blokir' : 'Blokir'} ${account.username}`}
                          >
                            {busy === account.id ? 'Memproses...' : account.blocked ? 'Buka Blokir' : 'Blokir'}
                          </button>
                          {account.two_factor_enabled && (
                            <button
                              type="button"
                              className={`btn btn-outline ${styles.small}`}
                              onClick={() => resetTwoFactor(account)}
                              disabled={busy !== null}
                              aria-label={`Reset verifikasi dua langkah ${account.username}`}
                            >
                              Reset Verifikasi
                            </button>
                          )}
                        </span>
                      )}
                      <span className={styles.rowStatus} aria-live="polite">
                        {note?.id === account.id && (
                          <span role={note.message.tone === 'error' ? 'alert' : 'status'}>
                            {note.message.text}
                            {note.message.detail ? ` ${note.message.detail}` : ''}
                          </span>
                        )}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {editing && (
        <RolesEditor
          key={editing.id}
          account={editing}
          onCancel={() => {
            setEditing(null);
            focusRolesButton(editing);
          }}
          onSaved={async (message) => {
            // the row shows the new roles before the message says it (ADR 065)
            await mutate();
            setEditing(null);
            setNote({ id: editing.id, message: { text: message, tone: 'success' } });
            focusRolesButton(editing);
            // one's own roles changed: the sidebar and the screens follow at once
            if (editing.id === currentUserId) await onOwnRolesChanged?.();
          }}
        />
      )}
      <AddAdminForm onAdded={() => mutate()} />
    </>
  );
}
