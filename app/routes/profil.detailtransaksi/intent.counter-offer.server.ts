import { negotiationMessages } from "@contract/negotiation";
import { changedLines, counterOfferForm, shippingProposalForm } from "~/schemas/negotiation";
import { counterOffer } from "~/services/negotiation.server";
import { orderIntent, type IntentContext } from "./context.server";

/** The counter-offer form: only the lines whose price changed and a shipping price when given go up. */
export const counterOfferIntent = (context: IntentContext) =>
  orderIntent(context, {
    intent: "counter-offer",
    schema: counterOfferForm,
    tab: "negosiasi",
    done: negotiationMessages.sent,
    work: async ({ lines, old_shipping_price, new_shipping_price, notes }) => {
      const changed = changedLines(lines);
      await counterOffer(context.request, context.transactionId, {
        transaction_id: context.transactionId,
        ...(new_shipping_price === undefined ? {} : { old_shipping_price, new_shipping_price }),
        transaction_detail_id: changed.map((line) => line.transaction_detail_id),
        old_price: changed.map((line) => line.old_price ?? 0),
        new_price: changed.map((line) => line.new_price ?? 0),
        notes,
      });
    },
  });

/** 'Pengajuan Harga Ongkir': a round with a new shipping price only. */
export const shippingProposalIntent = (context: IntentContext) =>
  orderIntent(context, {
    intent: "shipping-proposal",
    schema: shippingProposalForm,
    tab: "negosiasi",
    done: negotiationMessages.sent,
    work: async ({ old_shipping_price, new_shipping_price, notes }) => {
      await counterOffer(context.request, context.transactionId, {
        transaction_id: context.transactionId,
        old_shipping_price,
        new_shipping_price,
        transaction_detail_id: [],
        old_price: [],
        new_price: [],
        notes,
      });
    },
  });
