/**
 * Contract image paths (relative to /storage/) -> URLs, srcset and the WebP sources of a `<picture>`. The rule lives
 * in the CMS's pure content rules, because the server preloads a page's main image with the same candidates
 * (a mismatch would download the image twice).
 */
export { pictureSources, storageSrcSet, storageUrl, webpSrcSet } from '@cms-content/image-sources';
