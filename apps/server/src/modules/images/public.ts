/**
 * The images module's face for documents and mails: an uploaded picture named by a catalog path (the
 * shop's logo), and its square PNG, which PDFs place and mails show.
 */
export { SquarePngs, type SquarePng } from './square-pngs.js';
export { squarePngSrc, uploadedImageIdOf } from './uploaded-image-path.js';
