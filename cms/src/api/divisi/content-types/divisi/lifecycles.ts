/** A division that still has members is not deleted, from anywhere (../../../kabinet/rules/keep-members.ts). */
import { keepUnitsWithMembers } from '../../../kabinet/rules/keep-members';
import { CABINET_MESSAGES } from '../../../../lib/content/cabinet-rules';

export default keepUnitsWithMembers('api::divisi.divisi', 'divisi', CABINET_MESSAGES.divisionHasMembers);
