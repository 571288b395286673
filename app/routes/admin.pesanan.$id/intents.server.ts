// The page's intents, one file each: a new action is one new file and one line here.
import { cancel } from "./cancel.server";
import { confirm } from "./confirm.server";
import type { IntentContext } from "./context.server";
import { dispatch } from "./dispatch.server";
import { negotiate } from "./negotiate.server";
import { acceptProof, rejectProof } from "./payment.server";
import { process } from "./process.server";

export const intents: Record<string, (context: IntentContext) => Promise<unknown>> = {
  confirm,
  negotiate,
  cancel,
  "accept-payment": acceptProof,
  "reject-payment": rejectProof,
  process,
  dispatch,
};
