// The two storages the API keeps files in: the public one (pictures served at /storage/) and the
// private one (payment proofs, complaint proofs, receipt documents, upload spools), read only through
// routes that check who asks. Locally they are two folders; on S3 two prefixes of one private bucket.
import path from "node:path";
import { HeadBucketCommand } from "@aws-sdk/client-s3";
import type { Config } from "../config";
import { createS3Client, s3Storage } from "./s3-storage";
import { localFolderStorage, privateStorageDir, type Storage } from "./storage";

export type Storages = {
  public: Storage;
  private: Storage;
  /** For the start-up log line: the folder or the bucket. */
  where: string;
  /** Rejects when the storage cannot be used (the bucket is missing, unreachable or refuses the credentials). */
  ready: () => Promise<void>;
};

/** Prefixes of the bucket: the two storages never share a key. */
export const S3_PUBLIC_PREFIX = "public/";
export const S3_PRIVATE_PREFIX = "private/";

/** The local folders: `publicDir` and its private sibling (see `privateStorageDir`). */
export function localStorages(publicDir: string): Storages {
  return {
    public: localFolderStorage(publicDir),
    private: localFolderStorage(privateStorageDir(publicDir)),
    where: path.dirname(path.resolve(publicDir)),
    ready: async () => {},
  };
}

/** The public folder of a data folder, whatever STORAGE says (the photo spool and the local default live there). */
export const publicDirOf = (dataDir: string): string => path.join(dataDir, "storage", "public");

type StorageConfig = Pick<
  Config,
  | "STORAGE"
  | "S3_BUCKET"
  | "S3_FORCE_PATH_STYLE"
  | "AWS_ENDPOINT_URL_S3"
  | "AWS_REGION"
  | "AWS_ACCESS_KEY_ID"
  | "AWS_SECRET_ACCESS_KEY"
  | "DATA_DIR"
>;

/** What STORAGE chose; the config was validated (STORAGE=s3 has its S3_BUCKET). */
export function storagesFromConfig(config: StorageConfig): Storages {
  if (config.STORAGE !== "s3" || !config.S3_BUCKET) return localStorages(publicDirOf(config.DATA_DIR));
  const client = createS3Client({
    endpoint: config.AWS_ENDPOINT_URL_S3,
    region: config.AWS_REGION,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials:
      config.AWS_ACCESS_KEY_ID && config.AWS_SECRET_ACCESS_KEY
        ? { accessKeyId: config.AWS_ACCESS_KEY_ID, secretAccessKey: config.AWS_SECRET_ACCESS_KEY }
        : undefined,
  });
  const bucket = config.S3_BUCKET;
  return {
    public: s3Storage({ client, bucket, prefix: S3_PUBLIC_PREFIX }),
    private: s3Storage({ client, bucket, prefix: S3_PRIVATE_PREFIX }),
    where: `s3://${bucket}${config.AWS_ENDPOINT_URL_S3 ? ` at ${config.AWS_ENDPOINT_URL_S3}` : ""}`,
    ready: async () => {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },
  };
}
