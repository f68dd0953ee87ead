/** Uploaded pictures live under this folder of the static paths; the static folder's own `uploads/` is hidden by them. */
export const UPLOADS_FOLDER = 'uploads';

/** The catalog path of an uploaded picture, with the placeholder the shop fills with a width. */
export const uploadedImageSrc = (id: string): string => `${UPLOADS_FOLDER}/${id}-{width}.webp`;

/** The path of a picture's square PNG, for mails (square-pngs.ts). */
export const squarePngSrc = (id: string): string => `${UPLOADS_FOLDER}/${id}.png`;

/** Ids are 16 random bytes as URL-safe base64: always 22 characters, so the `-` before the width is found by position. */
const FILE_NAME = /^([A-Za-z0-9_-]{22})(?:-(\d{1,5}|\{width\})\.webp|(\.png))$/;

/** A WebP file of a picture at a width (null: the address with the placeholder left in it), or its square PNG. */
export type UploadedFileAddress = { id: string; width: number | null } | { id: string; png: true };

/** The picture and file a name under `uploads/` names; undefined for a name no upload has. */
export const parseUploadedFileName = (name: string): UploadedFileAddress | undefined => {
  const match = FILE_NAME.exec(name);
  if (match === null) return undefined;
  const [, id = '', width, png] = match;
  if (png !== undefined) return { id, png: true };
  return { id, width: width === '{width}' ? null : Number(width) };
};

/** The id of the uploaded picture a catalog path names (`uploads/<id>-{width}.webp`, any width); undefined for any other path. */
export const uploadedImageIdOf = (src: string): string | undefined => {
  if (!src.startsWith(`${UPLOADS_FOLDER}/`)) return undefined;
  const address = parseUploadedFileName(src.slice(UPLOADS_FOLDER.length + 1));
  return address === undefined || 'png' in address ? undefined : address.id;
};
