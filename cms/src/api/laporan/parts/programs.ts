/** The report's part: the cabinet's programs of work, by department, with status and progress (ADR 092). */
import { PROKER_STATUS_LABELS } from '../../../lib/content/proker-rules';
import { serviceOf } from '../../../lib/strapi/documents';
import { dateName, type ReportPart } from './part';

export const programsPart: ReportPart = {
  sheet: 'Program Kerja',
  async build(strapi, cabinet) {
    const programs = await serviceOf(strapi, 'api::proker.proker').ofCabinet(cabinet.id);
    const done = programs.filter((program) => program.status === 'selesai').length;
    return {
      title: 'Program Kerja',
      note: `${programs.length} program kerja; ${done} selesai.`,
      columns: ['Departemen', 'Program Kerja', 'Status', 'Progres (%)', 'Mulai', 'Selesai', 'Penanggung Jawab'],
      rows: programs.map((program) => [
        program.department?.name ?? '-',
        program.title,
        PROKER_STATUS_LABELS[program.status],
        program.progress,
        dateName(program.starts_on),
        dateName(program.ends_on),
        program.pic ?? '-',
      ]),
    };
  },
};
