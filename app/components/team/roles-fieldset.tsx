// The role checkboxes of the invite and member forms: one per role, with its Indonesian title.
import { getCollectionProps, type FieldMetadata } from "@conform-to/react";
import { roleTitles, TEAM_ROLES } from "@contract/team";

export function RolesFieldset({
  meta,
  legend,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the roles field of either form
  meta: FieldMetadata<any, any, string[]>;
  legend: string;
}) {
  const boxes = getCollectionProps(meta, { type: "checkbox", options: [...TEAM_ROLES] });
  return (
    // The error summary links to the group (its id), which takes the focus.
    <fieldset id={meta.id} tabIndex={-1} className="field team-roles">
      <legend className="field__label">{legend}</legend>
      {/* Not `required`: on a checkbox it would ask for every one; the schema asks for at least one. */}
      {boxes.map(({ key, required: _required, ...box }) => (
        <div key={key ?? box.value} className="field__check">
          <input {...box} className="field__checkbox" />
          <label htmlFor={box.id}>{roleTitles[box.value as keyof typeof roleTitles]}</label>
        </div>
      ))}
      <p id={meta.errorId} className="field__error">
        {meta.errors?.join(" ")}
      </p>
    </fieldset>
  );
}
