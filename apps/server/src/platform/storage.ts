import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export const UPLOADS_URL_PREFIX = '/uploads/';

/** Where uploaded files live; answers the public URL of what it saved. */
export type FileStorage = {
  save(folder: string, namePrefix: string, extension: string, bytes: Buffer): Promise<string>;
};

/** Files under DATA_DIR/uploads, served at /uploads/; names are random so URLs can be cached forever. */
export function diskStorage(root: string): FileStorage {
  return {
    save: async (folder, namePrefix, extension, bytes) => {
      const key = `${folder}/${namePrefix}${randomBytes(12).toString('base64url')}.${extension}`;
      const path = join(root, key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
      return `${UPLOADS_URL_PREFIX}${key}`;
    },
  };
}
