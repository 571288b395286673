import type { Db } from "../db/client";
import type { LoginLimits } from "../modules/auth/rate-limit";
import type { MailWorker } from "../modules/mail-outbox/worker";
import type { Mailer } from "../providers/mail";
import type { ShippingTariffProvider } from "../providers/shipping-tariff";
import type { Storage } from "../providers/storage";
import type { SellerSessionCache, SessionCache } from "../modules/auth/session-cache";
import type { CacheDrops } from "./cache-drops";
import type { ReadCache } from "./read-cache";

/** What route modules need from the app that builds them. */
export type AppDeps = {
  db: Db;
  /** The local public folder; profile photos spool below its private sibling (sharp reads a file). */
  publicDir: string;
  /** The public storage, read at `/storage/`: image fields in the database are its keys. */
  storage: Storage;
  /**
   * The private storage: payment proofs, complaint proofs, receipt documents and the spools of their
   * uploads, read only through routes that check who asks.
   */
  privateStorage: Storage;
  /** How the outbox's mails leave; only the mail worker sends with it, everything else enqueues (decision 0128). */
  mailer: Mailer;
  /** Sends the outbox: `kick()` after a commit that enqueued mails. */
  mailWorker: MailWorker;
  /** The shop's origin (`http://localhost:3000`): e-mailed links lead there, redirect URLs must stay on it. */
  shopOrigin: string;
  /** Failed sign-ins that lock an account / a client address for the window; defaults 5 / 20. */
  loginLimits?: LoginLimits;
  /** Courier rates; the built-in table (`tableShippingTariff`) when absent. */
  shippingTariff?: ShippingTariffProvider;
  /** Catalogue reads (products, categories, banners, settings); anything that changes them publishes `{ t: "catalogue" }`. */
  catalogueCache: ReadCache;
  /** Buyer sessions by token hash; whatever ends sessions publishes their drop. */
  sessions: SessionCache;
  /** Seller sessions by token hash; the console's logout publishes `{ t: "seller-token", id }`. */
  sellerSessions: SellerSessionCache;
  /**
   * What every logged-in page asks for, by `customerReadKey`: the profile and the unread-chat count,
   * kept as long as sessions are. Whatever changes them publishes `{ t: "read", key }`.
   */
  customerReads: ReadCache;
  /**
   * The only way to drop the caches above: here and on every other API instance at once (and
   * the web servers' shared reads for the catalogue), decision 0135.
   */
  cacheDrops: CacheDrops;
};

/** The key of a buyer's kept read in `customerReads`. */
export const customerReadKey = (read: "user" | "unreadChat", customerId: number): string => `${read}:${customerId}`;
