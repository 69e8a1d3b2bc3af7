/**
 * The association's own mark, in one place: a simple drawn stand-in (the original belongs to HMRPL). To use the real
 * logo, replace the file (or point this import at a PNG/WebP file) and keep the exported names. The cabinet's logo is
 * content: it comes with the cabinet from the CMS (/admin, Kelola Kabinet).
 */
import associationLogoUrl from './hmrpl-logo.svg';

export const brand = {
  associationLogo: { src: associationLogoUrl, alt: 'Logo HMRPL', width: 160, height: 160 },
} as const;
