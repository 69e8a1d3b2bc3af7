/**
 * What every delete confirmation of a trashable item adds after its question (ADR 089): the item goes to the trash
 * (Tempat Sampah) for 30 days and can be brought back from there.
 */
const TRASH_NOTE = 'Konten akan dipindahkan ke Tempat Sampah dan dapat dipulihkan selama 30 hari.';

/** `question` and the trash note, as the confirmation shows them. */
export const toTrashConfirmation = (question: string) => `${question} ${TRASH_NOTE}`;
