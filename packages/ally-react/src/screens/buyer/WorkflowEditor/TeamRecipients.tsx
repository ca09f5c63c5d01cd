import type { TeamMember } from '@ally/sdk'
import { type ReactNode, useMemo } from 'react'
import {
  Checkbox,
  CheckboxGroup,
  FieldError as GroupError,
  Label as GroupLabel,
} from 'react-aria-components/CheckboxGroup'
import { pagedItems } from '../../../queries/endpoint'
import { useTeam } from '../../../queries/team'
import type { StepFieldsProps } from './SourcingStepFields'
import '../../../blocks/forms/Checkbox.css'

// The team members a step names by login e-mail: those an e-mail step tells and those an
// approval step asks. One component, so both list, tick and mark them the same way.

/** The members one can name: active ones, by name (invitations have no inbox of ours yet). */
function useRecipients(chosen: readonly string[]) {
  const team = useTeam({ limit: 100 })
  const members = useMemo(
    () => (pagedItems(team.data) as TeamMember[]).filter((member) => member.status === 'active'),
    [team.data],
  )
  // Someone chosen before who is no longer on the team stays listed, to be unticked.
  const gone = chosen.filter(
    (email) => !members.some((member) => member.email.toLowerCase() === email.toLowerCase()),
  )
  return { members, gone, loading: team.isPending, failed: team.isError }
}

/**
 * The team's members as checkboxes, named `steps.N.to`, with the step's problem under them;
 * `label` says what the ticked ones are for ("Who gets it", "Who decides").
 */
export function TeamRecipients({
  step,
  index,
  editor,
  label,
}: StepFieldsProps & { label: string }) {
  const at = `steps.${index}`
  const { members, gone, loading, failed } = useRecipients(step.to)
  return (
    <CheckboxGroup
      className="ally-WorkflowEditor-recipients"
      name={`${at}.to`}
      value={step.to}
      onChange={(to) => editor.changeStep(index, { to }, 'to')}
      isInvalid={!!editor.problems[`${at}.to`]}
    >
      <GroupLabel className="ally-WorkflowEditor-fieldLabel">{label}</GroupLabel>
      {loading && <p className="ally-WorkflowEditor-hint">Loading your team…</p>}
      {failed && <p className="ally-WorkflowEditor-hint">Could not load your team.</p>}
      <div className="ally-WorkflowEditor-people">
        {members.map((member) => (
          <Person key={member.id} value={member.email}>
            {`${member.firstName} ${member.lastName}`.trim() || member.email}{' '}
            <span className="ally-WorkflowEditor-email">{member.email}</span>
          </Person>
        ))}
        {gone.map((email) => (
          <Person key={email} value={email}>
            {email} <span className="ally-WorkflowEditor-email">no longer on the team</span>
          </Person>
        ))}
      </div>
      <GroupError className="ally-WorkflowEditor-problem">{editor.problems[`${at}.to`]}</GroupError>
    </CheckboxGroup>
  )
}

function Person({ value, children }: { value: string; children: ReactNode }) {
  return (
    <Checkbox value={value} className="ally-Checkbox">
      {({ isSelected }) => (
        <>
          <span className="ally-Checkbox-box" aria-hidden="true">
            {isSelected ? '✓' : null}
          </span>
          <span>{children}</span>
        </>
      )}
    </Checkbox>
  )
}
