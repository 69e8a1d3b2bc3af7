/**
 * Impor Anggota: a cabinet's members from a spreadsheet (XLSX or CSV), with their portraits chosen all at once and
 * matched by file name (ADR 068). Before anything is sent, a preview shows every row as it will be created, and every
 * row's problem in Indonesian (the CMS's own rules, run here on the cabinet's structure; a refused or missing portrait
 * too); the import is possible only when no row has one. The server checks again and adds all rows or none; then each
 * portrait goes to its member, and a portrait that fails can be sent again. The screen opens on the cabinet being
 * prepared for the handover.
 */
import { useId, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { Cabinet, Member } from '@hmrpl/contract';
import { checkMemberImport, MEMBER_IMPORT_MESSAGES } from '@cms-content/member-import';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/http-client';
import { cabinetTitle } from '@/lib/site-content';
import {
  chosenCabinetId,
  importMembers,
  updateMember,
  useCabinetById,
  useRefreshCabinets,
} from '@/features/admin-kabinet/api/admin-kabinet';
import { CabinetPicker, ChosenCabinetBody } from '@/features/admin-kabinet/components/cabinet-picker';
import {
  FILE_ACCEPT,
  matchPortraits,
  readMembersFile,
  type FileRow,
} from '@/features/admin-kabinet/import/members-file';
import { Banner, type BannerMessage } from '@/components/admin/banner';
import { PageHeader } from '@/components/admin/page-header';
import { IMAGE_ACCEPT, imageFileProblem } from '@/components/admin/uploads/file-rules';
import { failureBanner } from '@/components/admin/uploads/failure';
import { prepareImages } from '@/components/admin/uploads/shrink-image';
import { useObjectUrl } from '@/components/admin/uploads/use-object-url';
import styles from '@/components/admin/admin.module.css';

/** A portrait chosen, and why it would be refused (null: fine). */
interface Portrait {
  file: File;
  problem: string | null;
}

/** After the import: each member made, with the fate of its portrait. */
interface Imported {
  message: string;
  members: Array<{ member: Member; baris: number; portrait: File | null; failed: string | null }>;
}

const TEMPLATE_NAME = 'contoh-anggota.csv';

/** A CSV to start from, with the cabinet's own departments and divisions. */
function templateCsv(cabinet: Cabinet): string {
  const quote = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  const lines = [['nama', 'jabatan', 'department', 'division', 'order', 'kepala', 'foto']];
  const [first, ...others] = cabinet.departments;
  if (first) lines.push(['Nama Lengkap', 'Ketua Himpunan', first.name, '', '1', '', 'nama-lengkap.jpg']);
  for (const department of others.slice(0, 2)) {
    lines.push([
      `Kepala ${department.name}`,
      `Kepala Departemen ${department.name}`,
      department.name,
      '',
      '',
      'ya',
      '',
    ]);
    const division = department.divisions[0];
    if (division)
      lines.push([`Staf ${division.name}`, `Staf ${division.name}`, department.name, division.name, '', '', '']);
  }
  return lines.map((line) => line.map(quote).join(',')).join('\n') + '\n';
}

function downloadTemplate(cabinet: Cabinet) {
  const url = URL.createObjectURL(new Blob([templateCsv(cabinet)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = TEMPLATE_NAME;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function Thumb({ file, name }: { file: File; name: string }) {
  const url = useObjectUrl(file);
  return url ? <img className={styles.thumbPortrait} src={url} alt={`Foto ${name}`} width={48} height={64} /> : null;
}

/** The structure as the import's rules need it. */
const structureOf = (cabinet: Cabinet) =>
  cabinet.departments.map((department) => ({
    id: department.id,
    name: department.name,
    head: department.head?.nama ?? null,
    divisions: department.divisions.map(({ id, name }) => ({ id, name })),
  }));

function ImportInto({ cabinet }: { cabinet: Cabinet }) {
  const id = useId();
  const refresh = useRefreshCabinets();
  const [fileName, setFileName] = useState('');
  const [rows, setRows] = useState<FileRow[]>([]);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [portraits, setPortraits] = useState<Portrait[]>([]);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState('');
  const [notice, setNotice] = useState<BannerMessage | null>(null);
  const [imported, setImported] = useState<Imported | null>(null);

  const match = matchPortraits(
    rows,
    portraits.filter((portrait) => !portrait.problem).map((portrait) => portrait.file),
  );
  // a refused portrait that a row would take blocks that row until it is removed or replaced (ADR 066)
  const refused = matchPortraits(
    rows,
    portraits.filter((portrait) => portrait.problem).map((portrait) => portrait.file),
  );
  const problemOf = (file: File) => portraits.find((portrait) => portrait.file === file)?.problem ?? '';
  const checked = useMemo(
    () => (rows.length > 0 ? checkMemberImport(rows, structureOf(cabinet)) : null),
    [rows, cabinet],
  );

  /** Every row's problems: the shared rules, the portraits', and what the server said last. */
  const problemsOf = (row: FileRow): string[] => {
    const found = [...(checked?.rows.find((item) => item.baris === row.baris)?.errors ?? [])];
    const refusedPortrait = refused.byRow.get(row.baris);
    const wanted = match.missing.get(row.baris);
    if (refusedPortrait) found.push(`Foto ditolak: ${problemOf(refusedPortrait)}`);
    else if (wanted) found.push(`Foto "${wanted}" belum dipilih.`);
    for (const message of serverErrors[`baris.${row.baris}`] ?? []) if (!found.includes(message)) found.push(message);
    return found;
  };
  const badRows = rows.filter((row) => problemsOf(row).length > 0);
  const ready = rows.length > 0 && !checked?.problem && badRows.length === 0 && !sending && !imported;

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    setReading(true);
    setNotice(null);
    setServerErrors({});
    setImported(null);
    const result = await readMembersFile(file);
    setReading(false);
    setFileName(file.name);
    setRows(result.rows);
    setFileProblem(result.problem);
  }

  async function choosePortraits(event: ChangeEvent<HTMLInputElement>) {
    const picked = Array.from(event.currentTarget.files ?? []);
    event.currentTarget.value = '';
    if (picked.length === 0) return;
    const checkedFiles = await Promise.all(
      picked.map(async (file) => ({ file, problem: await imageFileProblem(file) })),
    );
    // a file chosen again under the same name replaces the earlier one
    setPortraits((current) => [
      ...current.filter((portrait) => !checkedFiles.some((next) => next.file.name === portrait.file.name)),
      ...checkedFiles,
    ]);
    setImported(null);
  }

  const removePortrait = (file: File) =>
    setPortraits((current) => current.filter((portrait) => portrait.file !== file));

  /** Sends each member's portrait, one after another; answers what failed. */
  async function sendPortraits(items: Imported['members']): Promise<Imported['members']> {
    const withPortrait = items.filter((item) => item.portrait && (item.failed !== null || !item.member.image_path));
    let done = 0;
    const results = new Map<number, string | null>();
    for (const item of withPortrait) {
      setProgress(`Mengunggah foto ${done + 1} dari ${withPortrait.length}...`);
      try {
        const [file] = await prepareImages([item.portrait!]);
        const form = new FormData();
        form.append('image', file!);
        const answer = await updateMember(item.member.id, form);
        results.set(item.member.id, null);
        item.member = answer.data;
      } catch (error) {
        console.error(`Foto ${item.member.nama} gagal diunggah:`, error);
        results.set(item.member.id, error instanceof ApiError && error.hasServerMessage ? error.message : 'Gagal.');
      }
      done += 1;
    }
    setProgress('');
    return items.map((item) =>
      results.has(item.member.id) ? { ...item, failed: results.get(item.member.id)! } : item,
    );
  }

  function resultNotice(result: Imported): BannerMessage {
    const failed = result.members.filter((item) => item.failed);
    const sent = result.members.filter((item) => item.portrait && !item.failed).length;
    if (failed.length === 0)
      return { text: result.message, tone: 'success', detail: sent > 0 ? `${sent} foto terunggah.` : undefined };
    return {
      text: result.message,
      tone: 'error',
      detail: `Foto ${failed.length} anggota gagal diunggah (${failed
        .map((item) => `${item.member.nama}: ${item.failed}`)
        .join('; ')}). Anggotanya sudah tersimpan; tekan "Unggah Ulang Foto yang Gagal".`,
    };
  }

  async function handleImport(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready) return;
    setSending(true);
    setNotice(null);
    setServerErrors({});
    try {
      setProgress(`Menyimpan ${rows.length} anggota...`);
      const answer = await importMembers({
        kabinet_id: cabinet.id,
        rows: rows.map(({ foto: _foto, ...row }) => row),
      });
      const members = await sendPortraits(
        answer.data.map((member, index) => ({
          member,
          baris: rows[index]!.baris,
          portrait: match.byRow.get(rows[index]!.baris) ?? null,
          failed: null,
        })),
      );
      const result = { message: answer.message, members };
      // the list shows the new members before the message says they are in (ADR 065)
      await refresh();
      setImported(result);
      setNotice(resultNotice(result));
    } catch (error) {
      console.error('Impor anggota gagal:', error);
      if (error instanceof ApiError && error.status === 422) setServerErrors(error.errors);
      setProgress('');
      setNotice(
        failureBanner(
          error instanceof ApiError && error.status === 422
            ? 'Gagal mengimpor: ada baris yang bermasalah. Tidak ada anggota yang diimpor.'
            : 'Gagal mengimpor anggota. Tidak ada anggota yang diimpor.',
          error,
        ),
      );
    } finally {
      setSending(false);
    }
  }

  async function retryPortraits() {
    if (!imported) return;
    setSending(true);
    setNotice(null);
    const members = await sendPortraits(imported.members);
    const result = { ...imported, members };
    await refresh();
    setImported(result);
    setNotice(resultNotice(result));
    setSending(false);
  }

  const withPortraits = rows.filter((row) => match.byRow.has(row.baris)).length;
  const summary = checked?.problem
    ? null
    : badRows.length > 0
      ? `${badRows.length} baris bermasalah. Perbaiki berkasnya lalu pilih lagi; tidak ada yang diimpor sebelum semua baris benar.`
      : `${rows.length} anggota siap diimpor ke ${cabinetTitle(cabinet)}, ${withPortraits} dengan foto.`;
  const failedPortraits = imported?.members.filter((item) => item.failed) ?? [];

  return (
    <form className={`${styles.card} ${styles.form}`} onSubmit={handleImport} noValidate aria-busy={sending}>
      <div className={styles.field}>
        <label htmlFor={`${id}-file`}>Berkas anggota (XLSX atau CSV)</label>
        <input
          id={`${id}-file`}
          type="file"
          accept={FILE_ACCEPT}
          aria-describedby={`${id}-file-hint${fileProblem || checked?.problem ? ` ${id}-file-error` : ''}`}
          aria-invalid={Boolean(fileProblem || checked?.problem)}
          onChange={chooseFile}
          disabled={sending}
        />
        <p id={`${id}-file-hint`} className={styles.hint}>
          Baris pertama berisi nama kolom: nama, jabatan, department, division (kosong untuk INTI dan kepala
          departemen), order (urutan; boleh kosong), kepala (&quot;ya&quot; untuk kepala departemen), foto (nama berkas
          foto; boleh kosong bila nama berkasnya sama dengan nama anggota).{' '}
          <button type="button" className={styles.linkButtonPlain} onClick={() => downloadTemplate(cabinet)}>
            Unduh contoh berkas (CSV)
          </button>
        </p>
        {(fileProblem || checked?.problem) && (
          <p id={`${id}-file-error`} className={styles.fieldError} role="alert">
            {fileProblem ?? checked?.problem}
          </p>
        )}
      </div>

      <div className={styles.field}>
        <label htmlFor={`${id}-portraits`}>Foto anggota (boleh banyak sekaligus, opsional)</label>
        <input
          id={`${id}-portraits`}
          type="file"
          accept={IMAGE_ACCEPT}
          multiple
          aria-describedby={`${id}-portraits-hint`}
          onChange={choosePortraits}
          disabled={sending}
        />
        <p id={`${id}-portraits-hint`} className={styles.hint}>
          PNG, JPEG, atau WebP; potret 3:4. Tiap foto dipasangkan dengan barisnya menurut nama berkas: kolom foto, atau
          nama anggota (misalnya &quot;Budi Santoso.jpg&quot;).
        </p>
        {portraits.length > 0 && (
          <ul className={styles.portraitList} aria-label="Foto yang dipilih">
            {portraits.map(({ file, problem }) => (
              <li key={file.name}>
                <span>{file.name}</span>
                {problem ? (
                  <span className={styles.fieldError}> {problem}</span>
                ) : match.unmatched.includes(file) ? (
                  <span className={styles.hint}> Tidak cocok dengan baris mana pun.</span>
                ) : null}{' '}
                <button
                  type="button"
                  className={`btn btn-outline ${styles.small}`}
                  onClick={() => removePortrait(file)}
                  aria-label={`Hapus foto ${file.name}`}
                  disabled={sending}
                >
                  Hapus
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>

      {reading && (
        <p className="status-text" role="status">
          Membaca berkas...
        </p>
      )}
      {rows.length > 0 && !checked?.problem && (
        <section aria-labelledby={`${id}-preview`}>
          <h2 id={`${id}-preview`} className={styles.cardTitle}>
            Pratinjau: {fileName}
          </h2>
          <p className={badRows.length > 0 ? styles.fieldError : styles.hint} role="status">
            {summary}
          </p>
          <div className={styles.tableWrap}>
            <table className={`${styles.table} ${styles.stack}`}>
              <caption className="visually-hidden">Anggota yang akan dibuat, menurut baris berkas</caption>
              <thead>
                <tr>
                  <th scope="col">Baris</th>
                  <th scope="col">Foto</th>
                  <th scope="col">Nama</th>
                  <th scope="col">Jabatan</th>
                  <th scope="col">Departemen</th>
                  <th scope="col">Divisi</th>
                  <th scope="col">Urutan</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => {
                  const problems = problemsOf(row);
                  const portrait = match.byRow.get(row.baris);
                  const done = imported?.members.find((item) => item.baris === row.baris);
                  const place = checked?.rows.find((item) => item.baris === row.baris);
                  return (
                    <tr key={row.baris} className={problems.length > 0 ? styles.rowBad : undefined}>
                      <td data-label="Baris">{row.baris}</td>
                      <td data-label="Foto">
                        {portrait ? <Thumb file={portrait} name={row.nama} /> : <span className={styles.hint}>-</span>}
                      </td>
                      <td data-label="Nama">{row.nama || '-'}</td>
                      <td data-label="Jabatan">
                        {row.jabatan || '-'}
                        {place?.isHead && <span className={`${styles.badge} ${styles.badgeActive}`}> Kepala</span>}
                      </td>
                      <td data-label="Departemen">{place?.department || '-'}</td>
                      <td data-label="Divisi">{place?.division || '-'}</td>
                      <td data-label="Urutan">{row.order || 'Setelah yang lain'}</td>
                      <td data-label="Status">
                        {problems.length > 0 ? (
                          <ul className={styles.rowProblems}>
                            {problems.map((problem) => (
                              <li key={problem}>{MEMBER_IMPORT_MESSAGES.row(row.baris, problem)}</li>
                            ))}
                          </ul>
                        ) : done ? (
                          done.failed ? (
                            `Ditambahkan; foto gagal: ${done.failed}`
                          ) : (
                            'Ditambahkan'
                          )
                        ) : (
                          'Siap'
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </section>
      )}

      <div className={styles.formActions}>
        {!imported && (
          <button type="submit" className="btn" disabled={!ready}>
            {sending ? 'Mengimpor...' : `Impor ${rows.length > 0 ? `${rows.length} ` : ''}Anggota`}
          </button>
        )}
        {failedPortraits.length > 0 && (
          <button type="button" className="btn" onClick={() => void retryPortraits()} disabled={sending}>
            Unggah Ulang Foto yang Gagal
          </button>
        )}
        {imported && (
          <Link className="btn btn-outline" to={`${paths.admin.members}?kabinet=${cabinet.id}`}>
            Lihat di Kelola Anggota
          </Link>
        )}
        {progress && (
          <p className="status-text" role="status">
            {progress}
          </p>
        )}
        <Banner message={notice} onDismiss={() => setNotice(null)} inline />
      </div>
    </form>
  );
}

export default function AdminMembersImportPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const probe = useCabinetById(null);
  const chosen = chosenCabinetId(searchParams.get('kabinet'), probe.list);
  const chosenState = useCabinetById(chosen);
  const { cabinet, list } = chosenState;

  return (
    <>
      <PageHeader
        title="Impor Anggota"
        subtitle="Menambahkan banyak pengurus sekaligus dari berkas XLSX atau CSV, beserta fotonya"
        actions={
          <Link to={cabinet ? `${paths.admin.members}?kabinet=${cabinet.id}` : paths.admin.members}>
            Kembali ke Kelola Anggota
          </Link>
        }
      />
      {list && list.length > 0 && (
        <div className={styles.toolbar}>
          <CabinetPicker cabinets={list} value={chosen} onChange={(id) => setSearchParams({ kabinet: String(id) })} />
        </div>
      )}
      <ChosenCabinetBody
        state={chosenState}
        loadingText="Memuat struktur kabinet..."
        failedText="Gagal memuat kabinet. Muat ulang halaman lalu coba lagi."
      >
        {(chosenCabinet) =>
          chosenCabinet.departments.length === 0 ? (
            <p className="status-text">
              Kabinet ini belum memiliki departemen.{' '}
              <Link to={`${paths.admin.structure}?kabinet=${chosenCabinet.id}`}>Atur struktur</Link> terlebih dahulu.
            </p>
          ) : (
            <ImportInto key={chosenCabinet.id} cabinet={chosenCabinet} />
          )
        }
      </ChosenCabinetBody>
    </>
  );
}
