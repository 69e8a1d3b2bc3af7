import type { GalleryImage } from '@hmrpl/contract';

/** What a screen reader hears for an activity's photo: its description, else its caption, else the activity and its number. */
export function activityPhotoAlt(photo: Pick<GalleryImage, 'caption' | 'image_alt'>, title: string, position: number) {
  return photo.image_alt?.trim() || photo.caption?.trim() || `Foto ${title} ${position}`;
}
