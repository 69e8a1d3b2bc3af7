/** A department that still has members is not deleted, from anywhere (../../../kabinet/rules/keep-members.ts). */
import { keepUnitsWithMembers } from '../../../kabinet/rules/keep-members';
import { CABINET_MESSAGES } from '../../../../lib/content/cabinet-rules';

export default keepUnitsWithMembers('api::departemen.departemen', 'departemen', CABINET_MESSAGES.departmentHasMembers);
