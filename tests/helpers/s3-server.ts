// An S3-protocol server in this process (s3rver), on a random port over a temporary folder: the
// tests run the storage contract and the API against the S3 adapter with no cloud account.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3Settings } from "../../server/providers/s3-storage";

/** s3rver's one built-in account. */
const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export type TestS3Server = {
  /** Path-style endpoint, as for MinIO. */
  endpoint: string;
  bucket: string;
  settings: S3Settings;
  /** The AWS SDK's own variables, for a server started as a child process. */
  env: Record<string, string>;
  close: () => Promise<void>;
};

export async function startS3Server(bucket = "shop-test"): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    settings: { endpoint, region: "us-east-1", credentials: CREDENTIALS },
    env: {
      STORAGE: "s3",
      S3_BUCKET: bucket,
      AWS_ENDPOINT_URL_S3: endpoint,
      AWS_REGION: "us-east-1",
      AWS_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
