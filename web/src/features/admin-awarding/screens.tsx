/** Edit Awarding, in the admin area's table of screens (gathered by app/routes/admin/screens.tsx). */
import { screen } from '@/components/admin/admin-screen';
import AdminAwardingPage from '@/features/admin-awarding/routes/awarding';

export const screens = [
  screen('awarding', AdminAwardingPage, { label: 'Edit Awarding', order: 10, roles: ['redaksi'] }),
];
