/** Uploaded pictures live under this folder of the static paths; the static folder's own `uploads/` is hidden by them. */
export const UPLOADS_FOLDER = 'uploads';

/** The catalog path of an uploaded picture, with the placeholder the shop fills with a width. */
export const uploadedImageSrc = (id: string): string => `${UPLOADS_FOLDER}/${id}-{width}.webp`;

/** Ids are 16 random bytes as URL-safe base64: always 22 characters, so the `-` before the width is found by position. */
const FILE_NAME = /^([A-Za-z0-9_-]{22})-(\d{1,5}|\{width\})\.webp$/;

export interface UploadedFileAddress {
  id: string;
  /** A width, or null for the address with the placeholder left in it. */
  width: number | null;
}

/** The picture and width a file name under `uploads/` names; undefined for a name no upload has. */
export const parseUploadedFileName = (name: string): UploadedFileAddress | undefined => {
  const match = FILE_NAME.exec(name);
  if (match === null) return undefined;
  const [, id = '', width = ''] = match;
  return { id, width: width === '{width}' ? null : Number(width) };
};
