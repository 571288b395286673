// In place of a step the caller's roles do not cover (decision 0151): who in the work unit takes it.
// The API refuses the step anyway (403 with the same text); the page just does not offer it.
import { teamMessages, type TeamRole } from "@contract/team";

export function RoleNote({ teamRole }: { teamRole: TeamRole }) {
  return (
    <p className="order-notice" data-testid="role-note">
      {teamMessages.roleRequired(teamRole)}
    </p>
  );
}
