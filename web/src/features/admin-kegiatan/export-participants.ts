/**
 * The participants list as an XLSX file (ADR 100): one row each with name, NIM, e-mail, class year, phone, status and
 * times in Asia/Jakarta; saved as 'Peserta_{activity slug}.xlsx'. The xlsx library is loaded only when the button is
 * pressed, as the aspirations' export does.
 */
import type { Participant, RegistrationStatus } from '@hmrpl/contract';

export const STATUS_LABELS: Record<RegistrationStatus, string> = {
  terdaftar: 'Terdaftar',
  cadangan: 'Cadangan',
  hadir: 'Hadir',
  batal: 'Batal',
};

const jakartaTime = new Intl.DateTimeFormat('id-ID', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Asia/Jakarta',
});
export const formatJakarta = (iso: string | null) => (iso ? jakartaTime.format(new Date(iso)) : '-');

const PARTICIPANT_COLUMNS = ['Nama', 'NIM', 'Email', 'Angkatan', 'Telepon', 'Status', 'Mendaftar', 'Hadir'] as const;

function participantRows(participants: Participant[]) {
  return participants.map((p) => ({
    Nama: p.nama,
    NIM: p.nim ?? '-',
    Email: p.email ?? '-',
    Angkatan: p.angkatan ?? '-',
    Telepon: p.telepon ?? '-',
    Status: STATUS_LABELS[p.status],
    Mendaftar: formatJakarta(p.registered_at),
    Hadir: formatJakarta(p.checked_in_at),
  }));
}

export async function exportParticipants(participants: Participant[], slug: string): Promise<string> {
  const XLSX = await import('xlsx');
  const sheet = XLSX.utils.json_to_sheet(participantRows(participants), { header: [...PARTICIPANT_COLUMNS] });
  sheet['!cols'] = [
    { wch: 28 },
    { wch: 14 },
    { wch: 30 },
    { wch: 9 },
    { wch: 16 },
    { wch: 10 },
    { wch: 17 },
    { wch: 17 },
  ];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Peserta');
  const bytes: ArrayBuffer = XLSX.write(book, { bookType: 'xlsx', type: 'array' });
  const fileName = `Peserta_${slug}.xlsx`;
  const url = URL.createObjectURL(
    new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return fileName;
}
