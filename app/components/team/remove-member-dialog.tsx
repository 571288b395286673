// "Keluarkan": the confirmation, server-rendered open so it works without JavaScript (as the address
// book's delete). It posts to the page without the modal, so a refusal shows beside the member.
import type { TeamMember } from "@contract/team";
import { Form, Link } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Dialog } from "~/components/ui/dialog";
import { SubmitButton } from "~/components/ui/submit-button";
import { TEAM_INTENTS, TEAM_ROUTE } from "~/utils/team";

export function RemoveMemberDialog({ member, closeHref }: { member: TeamMember; closeHref: string }) {
  return (
    <Dialog title="Keluarkan anggota?" closeHref={closeHref} tone="danger">
      <p>
        Apakah Anda yakin ingin mengeluarkan <strong>{member.name}</strong> ({member.email}) dari satuan kerja? Sesi
        masuknya akan berakhir.
      </p>
      <Form method="post" action={TEAM_ROUTE} className="route-dialog__actions">
        <AuthenticityTokenInput />
        <input type="hidden" name="customer_id" value={member.customer_id} />
        <Link to={closeHref} preventScrollReset replace className="button button--outline">
          Batal
        </Link>
        <SubmitButton intent={TEAM_INTENTS.remove} className="button button--danger">
          Ya, keluarkan
        </SubmitButton>
      </Form>
    </Dialog>
  );
}
