/**
 * The association's marks, in one place. These are simple drawn stand-ins (the originals belong to HMRPL): to use the
 * real logos, replace the two files (or point these imports at PNG/WebP files) and keep the exported names.
 */
import associationLogoUrl from './hmrpl-logo.svg';
import { cabinet } from '@/config/cabinet';
import cabinetLogoUrl from './syvelta-logo.svg';

export const brand = {
  associationLogo: { src: associationLogoUrl, alt: 'Logo HMRPL', width: 160, height: 160 },
  cabinetLogo: { src: cabinetLogoUrl, alt: `Logo Kabinet ${cabinet.name}`, width: 160, height: 160 },
} as const;
