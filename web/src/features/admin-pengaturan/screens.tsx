/** Pengaturan (the site settings), in the admin area's table of screens. */
import { screen } from '@/components/admin/admin-screen';
import AdminSettingsPage from '@/features/admin-pengaturan/routes/settings';

export const screens = [screen('pengaturan', AdminSettingsPage, { label: 'Pengaturan', order: 100, roles: [] })];
