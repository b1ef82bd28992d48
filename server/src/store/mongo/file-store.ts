import { GridFSBucket, type Db, type GridFSChunk, type GridFSFile, type ObjectId } from 'mongodb';
import { finished } from 'node:stream/promises';
import { assertFileName, isValidFileName } from '../shared/file-names';
import type { FileStore, StoredFile } from '../types';

/** The GridFS bucket: collections `images.files` and `images.chunks`. */
export const FILES_BUCKET = 'images';

/** Newest first: the file a name stands for is the last one stored under it. */
const NEWEST_FIRST = { uploadDate: -1, _id: -1 } as const;

/**
 * The MongoDB FileStore, in GridFS, so every server on the database serves what any of them
 * stored. A put uploads a new file and then deletes the older files of its name: readers find
 * the old file until the new one is complete, never a gap or half a file. So a name may hold
 * several files for a moment, which is why there is no unique index on `filename`; the
 * driver's own index (`filename`, `uploadDate`) serves the lookups. The database's write
 * concern (majority, journaled) applies to the chunks and the file documents alike.
 */
export function createMongoFileStore(db: Db): FileStore {
  const bucket = new GridFSBucket(db, { bucketName: FILES_BUCKET });
  const files = db.collection<GridFSFile>(`${FILES_BUCKET}.files`);
  const chunks = db.collection<GridFSChunk>(`${FILES_BUCKET}.chunks`);

  /** File documents first (readers stop finding them), then their chunks. */
  async function deleteFiles(ids: readonly ObjectId[]): Promise<void> {
    if (ids.length === 0) return;
    await files.deleteMany({ _id: { $in: [...ids] } });
    await chunks.deleteMany({ files_id: { $in: [...ids] } });
  }

  return {
    async put(name, content, contentType) {
      assertFileName(name);
      const upload = bucket.openUploadStream(name, { metadata: { contentType } });
      try {
        upload.end(content);
        await finished(upload);
      } catch (err) {
        // Chunks written before the failure belong to no file: drop them (best effort).
        await chunks.deleteMany({ files_id: upload.id }).catch(() => undefined);
        throw err;
      }
      const stored = upload.gridFSFile;
      if (stored === null) throw new Error(`GridFS did not store ${name}`);
      // Only older files: of two puts racing on one name, the newer survives either way.
      const older = await files
        .find(
          {
            filename: name,
            $or: [
              { uploadDate: { $lt: stored.uploadDate } },
              { uploadDate: stored.uploadDate, _id: { $lt: stored._id } },
            ],
          },
          { projection: { _id: 1 } },
        )
        .toArray();
      await deleteFiles(older.map((file) => file._id));
    },

    async open(name): Promise<StoredFile | undefined> {
      if (!isValidFileName(name)) return undefined;
      const file = await files.findOne({ filename: name }, { sort: NEWEST_FIRST });
      if (file === null) return undefined;
      const contentType: unknown = file.metadata?.contentType;
      return {
        size: file.length,
        contentType: typeof contentType === 'string' ? contentType : 'application/octet-stream',
        // A file is never changed, only replaced by another with a new _id.
        etag: file._id.toHexString(),
        modified: file.uploadDate,
        stream: () => bucket.openDownloadStream(file._id),
      };
    },

    async remove(name) {
      assertFileName(name);
      const all = await files.find({ filename: name }, { projection: { _id: 1 } }).toArray();
      await deleteFiles(all.map((file) => file._id));
    },

    async list() {
      const names = await files.distinct('filename');
      return names.filter(isValidFileName);
    },
  };
}
