import { z } from 'zod';
import { envelope } from '../common/envelope.js';

/**
 * `POST /office/api/images` (owner, editor): the request body is the picture file itself (JPEG, PNG or
 * WebP, any content type). The answer names the stored picture as a catalog image field holds it.
 */
export const uploadedImageSchema = z.object({
  /** The catalog path, with the shop's `{width}` placeholder: `uploads/<id>-{width}.webp`. */
  src: z.string(),
  /** The widths stored; a picture narrower than one of them is stored at its own width there (never enlarged). */
  widths: z.array(z.number().int()),
  /** The picture's own size, upright (a camera's orientation applied). */
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

export const uploadImageResponseSchema = envelope(z.object({ image: uploadedImageSchema }));
export type UploadImageResponse = z.infer<typeof uploadImageResponseSchema>;
