import type { NewsItem } from '@hmrpl/contract';

/**
 * The text alternative of a news image (docs/decisions/023-image-descriptions.md): the admin's description, else
 * the news title where the image stands alone (the article page).
 */
export function newsImageAlt(item: Pick<NewsItem, 'image_alt' | 'title'>): string {
  return item.image_alt?.trim() || item.title;
}

/** Beside the title (cards, carousel): the description, else decorative (the title would be read twice). */
export function newsImageAltBesideTitle(item: Pick<NewsItem, 'image_alt'>): string {
  return item.image_alt?.trim() || '';
}
