// The demo data set on top of the reference data: the catalogue's products, buyer and seller accounts
// with published passwords, addresses, orders in every stage and a chat. Only loaded when the demo is
// asked for (`SEED_DEMO`, tests, `npm start` on the embedded database), so an empty production
// database never gets an account anyone can read the password of here.
import { sql } from "drizzle-orm";
import type { Db } from "../client";
import { admins, chatMessages, customerAddresses, customers } from "../schema";
import { insertProducts, SEED_TIME, type CatalogueIds } from "./catalogue";
import { addresses, admins as adminTemplates, customers as customerTemplates, reviewerNames } from "./data/accounts";
import { seedOrders } from "./orders";

const demo = customerTemplates[0];
/** The documented demo account (README and the start banner). */
export const DEMO_LOGIN = { username: demo.username, email: demo.email, password: demo.password } as const;
/** A second buyer, for ownership checks (another buyer's order is a 404). */
export const OTHER_LOGIN = {
  username: customerTemplates[1].username,
  email: customerTemplates[1].email,
  password: customerTemplates[1].password,
} as const;
/** An account whose e-mail is not verified yet. */
export const UNVERIFIED_LOGIN = {
  username: customerTemplates[2].username,
  email: customerTemplates[2].email,
  password: customerTemplates[2].password,
} as const;
/** The demo seller (the start banner prints it beside the demo buyer). */
export const ADMIN_LOGIN = { username: adminTemplates[0].username, password: adminTemplates[0].password } as const;
export const REVIEWER_PASSWORD = "rahasia123";

type HashPassword = (password: string, username: string) => Promise<string>;

function reviewerTemplate(name: string, index: number) {
  const username = `ulasan${index + 1}`;
  return {
    ...customerTemplates[1],
    username,
    email: `${username}@pengadaan.test`,
    name,
    namePp: name,
    receiptName: name,
    nip: `19850101201001${String(1001 + index)}`,
    verified: true,
  };
}

const people = [
  ...customerTemplates.map((template) => ({ template, password: template.password })),
  ...reviewerNames.map((name, index) => ({ template: reviewerTemplate(name, index), password: REVIEWER_PASSWORD })),
];

export type DemoHashes = { people: string[]; admins: string[] };

/** Hashing is slow by design: done before the seed's transaction, not while holding it open. */
export async function hashDemoPasswords(hashPassword: HashPassword): Promise<DemoHashes> {
  const [peopleHashes, adminHashes] = await Promise.all([
    Promise.all(people.map(({ template, password }) => hashPassword(password, template.username))),
    Promise.all(adminTemplates.map((admin) => hashPassword(admin.password, admin.username))),
  ]);
  return { people: peopleHashes, admins: adminHashes };
}

/** Adds the demo data inside the seed's transaction; answers how many customers it made. */
export async function seedDemo(
  tx: Db,
  ids: CatalogueIds,
  productCount: number,
  hashes: DemoHashes,
): Promise<{ customers: number }> {
  const customerRows = await tx
    .insert(customers)
    .values(
      people.map(({ template }, index) => ({
        username: template.username,
        email: template.email,
        passwordHash: hashes.people[index],
        name: template.name,
        instanceName: template.instanceName,
        phone: template.phone,
        birthdate: template.birthdate,
        gender: template.gender,
        lspe: template.lspe,
        kldi: template.kldi,
        nip: template.nip,
        namePp: template.namePp,
        namePpk: template.namePpk,
        satker: template.satker,
        receiptName: template.receiptName,
        receiptPhoneNumber: template.receiptPhoneNumber,
        provinceId: template.provinceId,
        districtId: template.districtId,
        subDistrictId: template.subDistrictId,
        address: template.address,
        emailVerifiedAt: template.verified ? new Date(SEED_TIME.getTime() - 30 * 86_400_000) : null,
        createdAt: new Date(SEED_TIME.getTime() - 60 * 86_400_000 + index * 3_600_000),
        updatedAt: new Date(SEED_TIME.getTime() - 60 * 86_400_000 + index * 3_600_000),
      })),
    )
    .returning({ id: customers.id, username: customers.username });
  const customerId = (username: string) => {
    const row = customerRows.find((candidate) => candidate.username === username);
    if (!row) throw new Error(`seed customer ${username} missing`);
    return row.id;
  };
  const reviewerIds = customerRows.slice(customerTemplates.length).map((row) => row.id);

  const [admin] = await tx
    .insert(admins)
    .values(
      adminTemplates.map(({ password: _password, ...template }, index) => ({
        ...template,
        passwordHash: hashes.admins[index],
      })),
    )
    .returning({ id: admins.id });

  await insertProducts(tx, ids, 0, productCount, reviewerIds);

  const addressRows = await tx
    .insert(customerAddresses)
    .values(
      addresses.map(({ customer, ...address }, index) => ({
        ...address,
        customerId: customerId(customer),
        createdAt: new Date(SEED_TIME.getTime() - 20 * 86_400_000 + index * 60_000),
        updatedAt: new Date(SEED_TIME.getTime() - 20 * 86_400_000 + index * 60_000),
      })),
    )
    .returning({ id: customerAddresses.id, customerId: customerAddresses.customerId });

  await seedOrders(tx, {
    buyerId: customerId(DEMO_LOGIN.username),
    otherBuyerId: customerId(OTHER_LOGIN.username),
    sellerId: admin.id,
    addressIds: addressRows.map((row) => row.id),
  });
  // The orders added reviews: ratings are recomputed from the rows, as the review module does.
  await tx.execute(sql`
    update products set star_review = s.average, count_review = s.total
    from (select product_id, round(avg(star)::numeric, 1)::real as average, count(*)::int as total from reviews group by product_id) s
    where products.id = s.product_id`);

  await tx.insert(chatMessages).values(
    [
      {
        customerId: customerId(DEMO_LOGIN.username),
        message: "Selamat siang, apakah kertas HVS A4 tersedia untuk 200 rim?",
        isUser: true,
        at: 0,
      },
      {
        customerId: customerId(DEMO_LOGIN.username),
        adminId: admin.id,
        message: "Selamat siang, stok tersedia. Silahkan lakukan checkout dan ajukan negosiasi bila perlu.",
        isUser: false,
        at: 15,
      },
      { customerId: customerId(DEMO_LOGIN.username), message: "Baik, terima kasih.", isUser: true, at: 20 },
    ].map(({ at, ...message }) => {
      const createdAt = new Date(SEED_TIME.getTime() + 2 * 86_400_000 + at * 60_000);
      return { ...message, createdAt, readAt: createdAt };
    }),
  );
  return { customers: customerRows.length };
}
