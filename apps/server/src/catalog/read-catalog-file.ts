import { readFile } from 'node:fs/promises';

export class CatalogFileError extends Error {
  override readonly name = 'CatalogFileError';
}

/** Reads a catalog file as JSON; validation happens in importCatalog. */
export const readCatalogFile = async (file: string): Promise<unknown> => {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new CatalogFileError(`Cannot read catalog file ${file}: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new CatalogFileError(`Catalog file ${file} is not valid JSON: ${(error as Error).message}`);
  }
};
