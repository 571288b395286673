// One schema for both spec files' entities. Money is integer rupiah (bigint), times are UTC.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { ORDER_STATUSES } from "../contract/order-status";

const money = (name: string) => bigint(name, { mode: "number" });
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

// ---------- regions (official Kemendagri codes without dots) ----------
export const provinces = pgTable("provinces", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
});

export const districts = pgTable(
  "districts",
  {
    id: integer("id").primaryKey(),
    provinceId: integer("province_id")
      .notNull()
      .references(() => provinces.id),
    type: text("type").notNull(),
    name: text("name").notNull(),
    postalCode: text("postal_code").notNull(),
  },
  (t) => [index("districts_province_idx").on(t.provinceId)],
);

export const subDistricts = pgTable(
  "sub_districts",
  {
    id: integer("id").primaryKey(),
    districtId: integer("district_id")
      .notNull()
      .references(() => districts.id),
    name: text("name").notNull(),
    postalCode: text("postal_code").notNull(),
  },
  (t) => [index("sub_districts_district_idx").on(t.districtId)],
);

// ---------- accounts ----------
export const customers = pgTable("customers", {
  id: serial("id").primaryKey(),
  username: text("username").notNull().unique(),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  name: text("name").notNull(),
  instanceName: text("instance_name").notNull(),
  phone: text("phone").notNull(),
  birthdate: date("birthdate", { mode: "string" }),
  gender: boolean("gender"),
  lspe: text("lspe"),
  kldi: text("kldi"),
  nip: text("nip"),
  namePp: text("name_pp"),
  namePpk: text("name_ppk"),
  satker: text("satker"),
  receiptName: text("receipt_name"),
  receiptPhoneNumber: text("receipt_phone_number"),
  provinceId: integer("province_id").references(() => provinces.id),
  districtId: integer("district_id").references(() => districts.id),
  subDistrictId: integer("sub_district_id").references(() => subDistricts.id),
  address: text("address"),
  image: text("image"),
  emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
  /** A new address asked for on the profile page: it becomes `email` once its link is followed (decision 60). */
  pendingEmail: text("pending_email"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A buyer's work unit (satuan kerja, decision 0150): its orders are seen by every member; each
 * member takes the steps of the roles they hold. The account that registers owns a unit of one.
 */
export const workUnits = pgTable("work_units", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  ownerId: integer("owner_id")
    .notNull()
    .unique()
    .references(() => customers.id),
  createdAt: createdAt(),
});

/** One unit per person; `roles` from server/contract/team.ts (pp, ppk, bendahara, penerima). */
export const workUnitMembers = pgTable(
  "work_unit_members",
  {
    customerId: integer("customer_id")
      .primaryKey()
      .references(() => customers.id, { onDelete: "cascade" }),
    workUnitId: integer("work_unit_id")
      .notNull()
      .references(() => workUnits.id, { onDelete: "cascade" }),
    roles: text("roles").array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("work_unit_members_unit_idx").on(t.workUnitId)],
);

/** An invitation by e-mail; only a SHA-256 hash of its token is stored. */
export const workUnitInvitations = pgTable(
  "work_unit_invitations",
  {
    id: serial("id").primaryKey(),
    workUnitId: integer("work_unit_id")
      .notNull()
      .references(() => workUnits.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    roles: text("roles").array().notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: integer("invited_by")
      .notNull()
      .references(() => customers.id),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: integer("accepted_by").references(() => customers.id),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("work_unit_invitations_unit_idx").on(t.workUnitId)],
);

/** Session, e-mail verification and password-reset tokens; only a SHA-256 hash is stored. */
export const customerTokens = pgTable(
  "customer_tokens",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(), // session | verify | reset | email_change
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("customer_tokens_customer_idx").on(t.customerId, t.kind)],
);

/** Failed logins, counted per account and per client IP (kept in the database: several API instances may run). */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: serial("id").primaryKey(),
    scope: text("scope").notNull(), // `account@<ip>` (key: the account) | ip
    key: text("key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("login_attempts_key_idx").on(t.scope, t.key, t.createdAt)],
);

/** Seller-side accounts: they answer negotiations, reviews, complaints and chat. */
export const admins = pgTable("admins", {
  id: serial("id").primaryKey(),
  username: text("username").notNull().unique(),
  email: text("email").notNull().unique(),
  name: text("name").notNull(),
  passwordHash: text("password_hash").notNull(),
  role: text("role").notNull().default("admin"),
  createdAt: createdAt(),
});

/** Seller sessions: like the buyers' (only a SHA-256 of the token is stored), in a table of their own so a
 * seller token can never be looked up as a buyer's and the reverse. */
export const adminTokens = pgTable(
  "admin_tokens",
  {
    id: serial("id").primaryKey(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("admin_tokens_admin_idx").on(t.adminId)],
);

// ---------- settings and content ----------
export const settings = pgTable("settings", {
  id: integer("id").primaryKey(), // always 1
  phone: text("phone").notNull(),
  email: text("email").notNull(),
  address: text("address").notNull(),
  provinceId: integer("province_id")
    .notNull()
    .references(() => provinces.id),
  districtId: integer("district_id")
    .notNull()
    .references(() => districts.id),
  lat: doublePrecision("lat").notNull(),
  long: doublePrecision("long").notNull(),
  facebook: text("facebook"),
  twitter: text("twitter"),
  instagram: text("instagram"),
  linkedin: text("linkedin"),
  tac: text("tac").notNull(),
  pp: text("pp").notNull(),
  about: text("about").notNull(),
  tacPriceNego: text("tac_price_nego").notNull(),
  updatedAt: updatedAt(),
  // The seller as its documents name it (issue #24): null until the seller fills them in.
  legalName: text("legal_name"),
  nib: text("nib"),
  /** 16-digit NPWP or 22-digit NITKU. */
  npwp: text("npwp"),
  bankName: text("bank_name"),
  bankAccountNumber: text("bank_account_number"),
  bankAccountName: text("bank_account_name"),
  signatoryName: text("signatory_name"),
  signatoryTitle: text("signatory_title"),
});

export const faqs = pgTable("faqs", {
  id: serial("id").primaryKey(),
  question: text("question").notNull(),
  answer: text("answer").notNull(),
  sort: integer("sort").notNull().default(0),
});

export const banners = pgTable("banners", {
  id: serial("id").primaryKey(),
  position: text("position").notNull(), // Slider, Banner 1..3, Login Page, Registration Page, Forget Password Page, Reset Password Page
  image: text("image").notNull(),
  webp: text("webp"),
  url: text("url"),
  sort: integer("sort").notNull().default(0),
});

// ---------- catalogue ----------
export const categories = pgTable("categories", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  image: text("image"),
  webp: text("webp"),
  sort: integer("sort").notNull().default(0),
});

export const subcategories = pgTable(
  "subcategories",
  {
    id: serial("id").primaryKey(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    name: text("name").notNull(),
  },
  (t) => [index("subcategories_category_idx").on(t.categoryId)],
);

export const units = pgTable("units", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
});

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    descriptions: text("descriptions"),
    price: money("price").notNull(),
    stock: integer("stock").notNull().default(0),
    weight: integer("weight").notNull().default(1000), // grams, for shipping tariffs
    status: text("status").notNull().default("enabled"), // enabled | disabled
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    subcategoryId: integer("subcategory_id")
      .notNull()
      .references(() => subcategories.id),
    unitId: integer("unit_id")
      .notNull()
      .references(() => units.id),
    totalSold: integer("total_sold").notNull().default(0),
    starReview: real("star_review").notNull().default(0),
    countReview: integer("count_review").notNull().default(0),
    viewCount: integer("view_count").notNull().default(0),
    // Kept by database triggers (migration 0001) from the active promos: the price the filter compares
    // and sorts by, and whether a promo is active. Promo windows that open or close later are caught up
    // by refreshPromoWindows (server/modules/product/effective-price.ts).
    effectivePrice: money("effective_price").notNull().default(0),
    hasPromo: boolean("has_promo").notNull().default(false),
    // `simple`: no Indonesian stemmer ships with PostgreSQL; prefix queries (`kert:*`) cover partial words.
    // HTML tags in descriptions are tokens the `simple` configuration drops.
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple'::regconfig, name), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(descriptions, '')), 'B')`,
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Listings only show enabled products: partial indexes, one per sort key, alone and after the category
  // and sub-category filters (ids break ties so pages are stable).
  (t) => [
    index("products_category_idx").on(t.categoryId),
    index("products_subcategory_idx").on(t.subcategoryId),
    index("products_sold_idx")
      .on(t.totalSold.desc().nullsFirst(), t.id)
      .where(sql`status = 'enabled'`),
    index("products_category_sold_idx")
      .on(t.categoryId, t.totalSold.desc().nullsFirst(), t.id)
      .where(sql`status = 'enabled'`),
    index("products_subcategory_sold_idx")
      .on(t.subcategoryId, t.totalSold.desc().nullsFirst(), t.id)
      .where(sql`status = 'enabled'`),
    index("products_price_idx")
      .on(t.effectivePrice, t.id)
      .where(sql`status = 'enabled'`),
    index("products_category_price_idx")
      .on(t.categoryId, t.effectivePrice, t.id)
      .where(sql`status = 'enabled'`),
    index("products_subcategory_price_idx")
      .on(t.subcategoryId, t.effectivePrice, t.id)
      .where(sql`status = 'enabled'`),
    index("products_created_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`status = 'enabled'`),
    index("products_category_created_idx")
      .on(t.categoryId, t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`status = 'enabled'`),
    index("products_popular_idx")
      .on(t.countReview.desc().nullsFirst(), t.viewCount.desc().nullsFirst(), t.id)
      .where(sql`status = 'enabled'`),
    index("products_rating_idx")
      .on(t.starReview, t.totalSold.desc().nullsFirst())
      .where(sql`status = 'enabled'`),
    index("products_promo_idx")
      .on(t.totalSold.desc().nullsFirst(), t.id)
      .where(sql`status = 'enabled' and has_promo`),
    index("products_search_idx").using("gin", t.searchVector),
  ],
);

export const productImages = pgTable(
  "product_images",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    image: text("image").notNull(),
    webp: text("webp"),
    isDefault: boolean("is_default").notNull().default(false),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("product_images_product_idx").on(t.productId)],
);

export const productSpecifications = pgTable(
  "product_specifications",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    value: text("value").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("product_specifications_product_idx").on(t.productId)],
);

export const promos = pgTable(
  "promos",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    pricePromo: money("price_promo").notNull(),
    discount: integer("discount").notNull(), // percent
    status: text("status").notNull().default("active"),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
  },
  (t) => [index("promos_product_idx").on(t.productId)],
);

export const productViews = pgTable(
  "product_views",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("product_views_customer_idx").on(t.customerId, t.createdAt)],
);

// ---------- cart and checkout ----------
export const carts = pgTable(
  "carts",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    qty: integer("qty").notNull(),
    note: text("note"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("carts_customer_product_uq").on(t.customerId, t.productId)],
);

export const customerAddresses = pgTable(
  "customer_addresses",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    name: text("name").notNull(), // work unit (Satker)
    receiptName: text("receipt_name").notNull(),
    receiptPhoneNumber: text("receipt_phone_number").notNull(),
    address: text("address").notNull(),
    provinceId: integer("province_id")
      .notNull()
      .references(() => provinces.id),
    districtId: integer("district_id")
      .notNull()
      .references(() => districts.id),
    subDistrictId: integer("sub_district_id")
      .notNull()
      .references(() => subDistricts.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("customer_addresses_customer_idx").on(t.customerId)],
);

export const couriers = pgTable("couriers", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  status: text("status").notNull().default("enabled"), // enabled | disabled
});

export const checkouts = pgTable(
  "checkouts",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    addressId: integer("address_id").references(() => customerAddresses.id), // the spec's satker_id
    shippingCourier: text("shipping_courier"),
    shippingService: text("shipping_service"),
    shippingCost: money("shipping_cost"),
    shippingCostNego: money("shipping_cost_nego"),
    /** Issued with the checkout and echoed by `transaction/create`, so a repeated submission finds the first result. */
    idempotencyKey: text("idempotency_key")
      .notNull()
      .default(sql`gen_random_uuid()::text`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("checkouts_customer_idx").on(t.customerId)],
);

export const checkoutDetails = pgTable(
  "checkout_details",
  {
    id: serial("id").primaryKey(),
    checkoutId: integer("checkout_id")
      .notNull()
      .references(() => checkouts.id, { onDelete: "cascade" }),
    cartId: integer("cart_id").references(() => carts.id, { onDelete: "set null" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    qty: integer("qty").notNull(),
    priceNego: money("price_nego"),
    isNego: boolean("is_nego").notNull().default(false),
    notes: text("notes"),
    isPartial: boolean("is_partial").notNull().default(false),
  },
  (t) => [index("checkout_details_checkout_idx").on(t.checkoutId)],
);

export const checkoutPartials = pgTable(
  "checkout_partials",
  {
    id: serial("id").primaryKey(),
    checkoutDetailId: integer("checkout_detail_id")
      .notNull()
      .references(() => checkoutDetails.id, { onDelete: "cascade" }),
    partialId: integer("partial_id").notNull(), // delivery batch number, 1-based
    qty: integer("qty").notNull(),
  },
  (t) => [index("checkout_partials_detail_idx").on(t.checkoutDetailId)],
);

/** The quote chosen per delivery batch (store-shipping-cost). */
export const checkoutShippingCosts = pgTable(
  "checkout_shipping_costs",
  {
    id: serial("id").primaryKey(),
    checkoutId: integer("checkout_id")
      .notNull()
      .references(() => checkouts.id, { onDelete: "cascade" }),
    partialId: integer("partial_id").notNull(),
    shippingCost: money("shipping_cost").notNull(),
    etd: text("etd").notNull(),
  },
  (t) => [uniqueIndex("checkout_shipping_costs_uq").on(t.checkoutId, t.partialId)],
);

// ---------- transactions ----------
export const transactions = pgTable(
  "transactions",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id),
    /** The work unit the order belongs to (its members see it); the buyer who submitted it is `customerId`. */
    workUnitId: integer("work_unit_id")
      .notNull()
      .references(() => workUnits.id),
    invoice: text("invoice").notNull().unique(),
    status: text("status").notNull().default("pending"),
    idempotencyKey: text("idempotency_key").notNull(),
    checkoutId: integer("checkout_id"),
    shippingCourier: text("shipping_courier").notNull(),
    shippingService: text("shipping_service").notNull(),
    shippingCost: money("shipping_cost").notNull(),
    shippingCostNego: money("shipping_cost_nego"),
    totalQty: integer("total_qty").notNull(),
    totalPrice: money("total_price").notNull(),
    totalPriceNego: money("total_price_nego"),
    totalPpn: money("total_ppn").notNull(),
    grandTotal: money("grand_total").notNull(),
    negoStep: integer("nego_step").notNull().default(0),
    // delivery address block, copied at purchase time so later address edits do not rewrite history
    satker: text("satker").notNull(),
    nameReceipt: text("name_receipt").notNull(),
    phoneReceipt: text("phone_receipt").notNull(),
    address: text("address").notNull(),
    subDistrict: text("sub_district").notNull(),
    district: text("district").notNull(),
    province: text("province").notNull(),
    postalCode: text("postal_code").notNull(),
    /** The seller's reason when it cancelled the order. */
    cancelReason: text("cancel_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("transactions_idempotency_uq").on(t.customerId, t.idempotencyKey),
    index("transactions_customer_idx").on(t.customerId, t.createdAt),
    index("transactions_work_unit_idx").on(t.workUnitId, t.createdAt),
    // The lifecycle's statuses only (server/contract/order-status.ts); moves go through transition().
    check("transactions_status_check", sql.raw(`status in (${ORDER_STATUSES.map((s) => `'${s}'`).join(", ")})`)),
  ],
);

export const transactionDetails = pgTable(
  "transaction_details",
  {
    id: serial("id").primaryKey(),
    transactionId: integer("transaction_id")
      .notNull()
      .references(() => transactions.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    nameProduct: text("name_product").notNull(),
    unit: text("unit").notNull(),
    image: text("image"),
    webp: text("webp"),
    qty: integer("qty").notNull(),
    price: money("price").notNull(),
    discount: integer("discount").notNull().default(0),
    priceAfterDiscount: money("price_after_discount").notNull(),
    priceNego: money("price_nego"),
    isNego: boolean("is_nego").notNull().default(false),
    subtotal: money("subtotal").notNull(),
    subtotalNego: money("subtotal_nego"),
    notes: text("notes"),
    isPartial: boolean("is_partial").notNull().default(false),
  },
  (t) => [
    index("transaction_details_transaction_idx").on(t.transactionId),
    index("transaction_details_product_idx").on(t.productId),
  ],
);

/** One delivery batch (partial_id) of a transaction. */
export const shipments = pgTable(
  "shipments",
  {
    id: serial("id").primaryKey(),
    transactionId: integer("transaction_id")
      .notNull()
      .references(() => transactions.id, { onDelete: "cascade" }),
    partialId: integer("partial_id").notNull(),
    shippingCost: money("shipping_cost").notNull(),
    etd: text("etd"),
    noAirwaybill: text("no_airwaybill"),
    /** The courier the seller dispatched the batch with. */
    courier: text("courier"),
    status: text("status").notNull().default("pending"), // pending | dispatched
    dateDelivery: timestamp("date_delivery", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("shipments_transaction_partial_uq").on(t.transactionId, t.partialId)],
);

export const shipmentItems = pgTable(
  "shipment_items",
  {
    id: serial("id").primaryKey(),
    shipmentId: integer("shipment_id")
      .notNull()
      .references(() => shipments.id, { onDelete: "cascade" }),
    transactionDetailId: integer("transaction_detail_id")
      .notNull()
      .references(() => transactionDetails.id, { onDelete: "cascade" }),
    qty: integer("qty").notNull(),
  },
  (t) => [index("shipment_items_detail_idx").on(t.transactionDetailId)],
);

export const negotiations = pgTable(
  "negotiations",
  {
    id: serial("id").primaryKey(),
    transactionId: integer("transaction_id")
      .notNull()
      .references(() => transactions.id, { onDelete: "cascade" }),
    negoStep: integer("nego_step").notNull(),
    isAdmin: boolean("is_admin").notNull(),
    shippingOldPrice: money("shipping_old_price"),
    shippingNewPrice: money("shipping_new_price"),
    /** The seller's note on its round. */
    note: text("note"),
    /** A seller round holds until then (end of its "Berlaku sampai" day, WITA); null: no deadline. */
    validUntil: timestamp("valid_until", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("negotiations_step_uq").on(t.transactionId, t.negoStep)],
);

export const negotiationItems = pgTable(
  "negotiation_items",
  {
    id: serial("id").primaryKey(),
    negotiationId: integer("negotiation_id")
      .notNull()
      .references(() => negotiations.id, { onDelete: "cascade" }),
    transactionDetailId: integer("transaction_detail_id")
      .notNull()
      .references(() => transactionDetails.id, { onDelete: "cascade" }),
    oldPrice: money("old_price").notNull(),
    newPrice: money("new_price").notNull(),
    note: text("note"),
  },
  (t) => [index("negotiation_items_negotiation_idx").on(t.negotiationId)],
);

/** Work contract (Surat Perintah Kerja). */
export const spks = pgTable("spks", {
  id: serial("id").primaryKey(),
  transactionId: integer("transaction_id")
    .notNull()
    .unique()
    .references(() => transactions.id, { onDelete: "cascade" }),
  satuanKerja: text("satuan_kerja").notNull(),
  lembaga: text("lembaga").notNull(),
  paketKerja: text("paket_kerja").notNull(),
  tahunAnggaran: text("tahun_anggaran").notNull(),
  sumberDana: text("sumber_dana").notNull(),
  kodeRekening: text("kode_rekening").notNull(),
  paguAnggaran: money("pagu_anggaran").notNull(),
  officialType: text("official_type").notNull(),
  officialName: text("official_name").notNull(),
  officialNip: text("official_nip").notNull(),
  treasurerType: text("treasurer_type").notNull(),
  treasurerName: text("treasurer_name").notNull(),
  treasurerNip: text("treasurer_nip").notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  /** The work unit's NPWP, when the buyer gave it (optional). */
  npwp: text("npwp"),
});

/**
 * Every order paper the shop has generated (issue #24), by its content's fingerprint: the public
 * check (`/verifikasi-dokumen/<code>`) reads it back. The same content downloaded again keeps its code.
 */
export const issuedDocuments = pgTable(
  "issued_documents",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull().unique(),
    fingerprint: text("fingerprint").notNull().unique(),
    transactionId: integer("transaction_id")
      .notNull()
      .references(() => transactions.id, { onDelete: "cascade" }),
    /** spk | invoice | bast | receipt (the export's kind). */
    kind: text("kind").notNull(),
    /** The BAST's delivery batch; null for the order's papers. */
    partialId: integer("partial_id"),
    /** Who issued it and for which order, as the paper printed them. */
    issuer: text("issuer").notNull(),
    invoice: text("invoice").notNull(),
    title: text("title").notNull(),
    number: text("number").notNull(),
    /** The paper's own date (YYYY-MM-DD, WITA). */
    paperDate: date("paper_date", { mode: "string" }).notNull(),
    /** The amount the paper states; null for a BAST (goods only). */
    total: money("total"),
    issuedAt: createdAt(),
  },
  (t) => [index("issued_documents_paper_idx").on(t.transactionId, t.kind, t.partialId)],
);

export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    transactionId: integer("transaction_id")
      .notNull()
      .references(() => transactions.id, { onDelete: "cascade" }),
    paymentService: text("payment_service").notNull(), // Doku | BPD
    paymentType: text("payment_type"),
    bankName: text("bank_name"),
    accountName: text("account_name"),
    accountNumber: text("account_number"),
    paymentDate: timestamp("payment_date", { withTimezone: true }),
    nominal: money("nominal").notNull(),
    status: text("status").notNull().default("pending"), // pending | reviewed | failed | expired | success
    image: text("image"),
    notes: text("notes"),
    urlPayment: text("url_payment"),
    expiredDate: timestamp("expired_date", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The invoice number the provider knows this attempt by (one per payment; the order's invoice + attempt). */
    paymentInvoice: text("payment_invoice"),
    /** BPD: the virtual-account number the buyer transfers to. */
    vaNumber: text("va_number"),
  },
  (t) => [
    index("payments_transaction_idx").on(t.transactionId),
    uniqueIndex("payments_invoice_uq").on(t.paymentInvoice),
  ],
);

export const paymentProofs = pgTable("payment_proofs", {
  id: serial("id").primaryKey(),
  paymentId: integer("payment_id")
    .notNull()
    .references(() => payments.id, { onDelete: "cascade" }),
  accountNumber: text("account_number").notNull(),
  accountName: text("account_name").notNull(),
  bankName: text("bank_name").notNull(),
  file: text("file").notNull(),
  mime: text("mime").notNull(),
  createdAt: createdAt(),
});

/**
 * Goods receipt per shipment item (one line's part of one delivery batch), with its support documents.
 * Rows without `shipmentItemId` predate it: delivery records of a line, not the buyer's receipt.
 */
export const receipts = pgTable("receipts", {
  id: serial("id").primaryKey(),
  transactionDetailId: integer("transaction_detail_id")
    .notNull()
    .references(() => transactionDetails.id, { onDelete: "cascade" }),
  noAirwaybill: text("no_airwaybill"),
  dateDelivery: date("date_delivery", { mode: "string" }),
  dateReceipt: date("date_receipt", { mode: "string" }),
  unitDelivery: integer("unit_delivery"),
  unitReceipt: integer("unit_receipt"),
  nameReceipt: text("name_receipt"),
  descriptions: text("descriptions"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  /** The spec's "outgoing detail": several partial batches of one line each get their own receipt. */
  shipmentItemId: integer("shipment_item_id")
    .unique()
    .references(() => shipmentItems.id, { onDelete: "cascade" }),
});

export const supportDocuments = pgTable(
  "support_documents",
  {
    id: serial("id").primaryKey(),
    receiptId: integer("receipt_id")
      .notNull()
      .references(() => receipts.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    file: text("file").notNull(),
    mime: text("mime").notNull(),
    size: integer("size").notNull(),
    createdAt: createdAt(),
    /** The file's name as uploaded (`name` is the slot's), offered again as the download's name. */
    originalName: text("original_name").notNull().default(""),
  },
  (t) => [index("support_documents_receipt_idx").on(t.receiptId)],
);

export const transactionLogs = pgTable(
  "transaction_logs",
  {
    id: serial("id").primaryKey(),
    transactionId: integer("transaction_id")
      .notNull()
      .references(() => transactions.id, { onDelete: "cascade" }),
    transactionDetailId: integer("transaction_detail_id").references(() => transactionDetails.id, {
      onDelete: "cascade",
    }),
    sectionChange: text("section_change").notNull(),
    nameSectionChange: text("name_section_change").notNull(),
    oldValue: text("old_value"),
    newValue: text("new_value"),
    sectionNego: integer("section_nego"),
    /** Who made a status move: buyer, seller or system (null on other entries). */
    actor: text("actor"),
    /** The buyer's or seller's id for their moves. */
    actorId: integer("actor_id"),
    /** A buyer's step: the member's name as it was then (decision 0152); null for sellers and the system. */
    actorName: text("actor_name"),
    /** The work-unit role the buyer's step was taken in (pp, ppk, bendahara, penerima). */
    actorRole: text("actor_role"),
    createdAt: createdAt(),
  },
  (t) => [index("transaction_logs_transaction_idx").on(t.transactionId, t.createdAt)],
);

// ---------- reviews, complaints, chat ----------
export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    transactionDetailId: integer("transaction_detail_id").references(() => transactionDetails.id, {
      onDelete: "cascade",
    }),
    star: integer("star").notNull(),
    notes: text("notes"),
    responNotes: text("respon_notes"),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("reviews_product_star_idx").on(t.productId, t.star, t.updatedAt),
    uniqueIndex("reviews_detail_uq")
      .on(t.transactionDetailId)
      .where(sql`transaction_detail_id is not null`),
  ],
);

export const reviewMedia = pgTable(
  "review_media",
  {
    id: serial("id").primaryKey(),
    reviewId: integer("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    image: text("image").notNull(),
    webp: text("webp"),
  },
  (t) => [index("review_media_review_idx").on(t.reviewId)],
);

export const complaints = pgTable(
  "complaints",
  {
    id: serial("id").primaryKey(),
    transactionDetailId: integer("transaction_detail_id")
      .notNull()
      .references(() => transactionDetails.id, { onDelete: "cascade" }),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    descriptionComplaint: text("description_complaint").notNull(),
    responAdmin: text("respon_admin"),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("complaints_customer_idx").on(t.customerId, t.createdAt)],
);

export const complaintMedia = pgTable(
  "complaint_media",
  {
    id: serial("id").primaryKey(),
    complaintId: integer("complaint_id")
      .notNull()
      .references(() => complaints.id, { onDelete: "cascade" }),
    file: text("file").notNull(),
    mime: text("mime").notNull(),
  },
  (t) => [index("complaint_media_complaint_idx").on(t.complaintId)],
);

export const chatMessages = pgTable(
  "chat_messages",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    adminId: integer("admin_id").references(() => admins.id),
    message: text("message").notNull(),
    isUser: boolean("is_user").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    /** A seller message the buyer left unread: when the reminder mail covering it went out. */
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("chat_messages_customer_idx").on(t.customerId, t.createdAt)],
);

/**
 * Every payment-provider notification taken, by the provider's Request-Id: a replay (same id) is
 * acknowledged and changes nothing, whichever API instance receives it (the unique key decides).
 */
export const paymentNotifications = pgTable("payment_notifications", {
  id: serial("id").primaryKey(),
  provider: text("provider").notNull(),
  requestId: text("request_id").notNull().unique(),
  paymentId: integer("payment_id").references(() => payments.id, { onDelete: "cascade" }),
  /** What the notification said (SUCCESS, FAILED, EXPIRED) and what we did with it. */
  status: text("status").notNull(),
  outcome: text("outcome").notNull(),
  createdAt: createdAt(),
});

/**
 * Every mail the shop sends, written in the transaction of the action that causes it and sent by the
 * outbox worker (decision 0128): one row per recipient, marked sent only once the transport accepted
 * it, tried again with growing pauses until `failed_at` (modules/mail-outbox/worker.ts).
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    /** What the mail is about (`verify`, `order-shipped`…): the only part of it that is ever logged. */
    kind: text("kind").notNull(),
    attempts: integer("attempts").notNull().default(0),
    /** Due from then on; a claim moves it ahead by the lease, a failure by the next pause. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set while a worker on the embedded database sends it: a restart finds what it was sending. */
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Given up after the last attempt; `last_error` says why. */
    failedAt: timestamp("failed_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [
    index("mail_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`sent_at IS NULL AND failed_at IS NULL`),
  ],
);
