import Vips from 'wasm-vips';

type VipsModule = Awaited<ReturnType<typeof Vips>>;

let loading: Promise<VipsModule> | undefined;
/** libvips in the test's own thread, to make pictures to upload and to decode what the server stored. */
const vips = (): Promise<VipsModule> => (loading ??= Vips({ dynamicLibraries: [] }));

export interface PictureOptions {
  /** An EXIF orientation (6: the camera was turned a quarter clockwise, the picture is stored on its side). */
  orientation?: number;
  /** An EXIF field that must not survive the upload. */
  cameraMake?: string;
  /** Stored in the Display P3 colours of phone cameras, with that profile embedded, instead of sRGB. */
  displayP3?: boolean;
}

/** A picture of `width` × `height` pixels in a colour gradient, so a shrunken copy is no plain fill. */
const gradient = async (width: number, height: number) => {
  const { Image } = await vips();
  return Image.xyz(width, height).multiply([255 / width, 255 / height]).cast('uchar').bandjoin(Image.black(width, height).add(90).cast('uchar')).copy({ interpretation: 'srgb' });
};

/** One sRGB colour all over. */
export const solidPicture = async (width: number, height: number, rgb: readonly number[]) => (await vips()).Image.black(width, height).add([...rgb]).cast('uchar').copy({ interpretation: 'srgb' });

type Picture = Awaited<ReturnType<typeof gradient>>;

export const jpegOf = (source: Picture, options: PictureOptions = {}): Buffer => {
  const picture = options.displayP3 === true ? source.iccTransform('p3', { input_profile: 'srgb' }) : source.copy();
  if (options.orientation !== undefined) picture.setInt('orientation', options.orientation);
  if (options.cameraMake !== undefined) picture.setString('exif-ifd0-Make', options.cameraMake);
  return Buffer.from(picture.jpegsaveBuffer({ Q: 90 }));
};

export const jpegPicture = async (width: number, height: number, options: PictureOptions = {}): Promise<Buffer> => jpegOf(await gradient(width, height), options);

/** A JPEG grown to about `bytes` with comment segments after its start marker, which decoders skip. */
export const paddedJpeg = (jpeg: Buffer, bytes: number): Buffer => {
  const segment = Buffer.alloc(65_535 + 2, 0x20);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(65_535, 2);
  const count = Math.ceil((bytes - jpeg.length) / segment.length);
  return Buffer.concat([jpeg.subarray(0, 2), ...Array.from({ length: count }, () => segment), jpeg.subarray(2)]);
};

export const webpPicture = async (width: number, height: number): Promise<Buffer> => Buffer.from((await gradient(width, height)).webpsaveBuffer({ Q: 90 }));

export const pngPicture = async (width: number, height: number): Promise<Buffer> => Buffer.from((await gradient(width, height)).pngsaveBuffer());

export interface DecodedPicture {
  loader: string;
  width: number;
  height: number;
  /** Whether any EXIF block came through. */
  exif: boolean;
  /** The mean of every pixel: decoding all of them proves the file whole. */
  mean: number;
  /** The colour in the middle. */
  centre: number[];
}

/** Decodes every pixel of a stored file. */
export const decodePicture = async (bytes: Uint8Array): Promise<DecodedPicture> => {
  const image = (await vips()).Image.newFromBuffer(bytes, '', { fail_on: 'error' });
  return { loader: image.getString('vips-loader'), width: image.width, height: image.height, exif: image.getTypeof('exif-data') !== 0, mean: image.avg(), centre: image.getpoint(image.width / 2, image.height / 2) };
};

/** The colour of one pixel of a file (with its alpha, where the file has one). */
export const pixelOf = async (bytes: Uint8Array, x: number, y: number): Promise<number[]> => (await vips()).Image.newFromBuffer(bytes).getpoint(x, y);
