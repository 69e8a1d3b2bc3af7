/** The dashboard's warning while the newest copy off the server is over 48 hours old, or there is none (ADR 070). */
import { Banner } from '@/components/admin/banner';
import { formatLongDateTime } from '@/lib/format-date';
import { offsiteTooOld, useBackupStatus } from '../api/admin-cadangan';

export function OffsiteWarning() {
  const { data } = useBackupStatus();
  if (!data || !offsiteTooOld(data)) return null;
  const text = data.offsite_at
    ? `Peringatan: salinan cadangan di luar server terakhir dibuat ${formatLongDateTime(data.offsite_at)} WIB, lebih dari 48 jam yang lalu.`
    : 'Peringatan: belum ada salinan cadangan di luar server ini.';
  return (
    <Banner
      message={{
        tone: 'error',
        text,
        detail:
          'Jika server ini hilang atau rusak, data sejak salinan terakhir ikut hilang. Lihat kartu Cadangan Data.',
      }}
    />
  );
}
