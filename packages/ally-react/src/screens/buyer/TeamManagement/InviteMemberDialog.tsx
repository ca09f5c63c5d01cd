import { Email, type Role } from '@ally/sdk'
import { type FormEvent, useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { Dialog, DialogTrigger, Heading } from 'react-aria-components/Dialog'
import { Form } from 'react-aria-components/Form'
import { Modal, ModalOverlay } from 'react-aria-components/Modal'
import { Label, Radio, RadioGroup } from 'react-aria-components/RadioGroup'
import { showError } from '../../../blocks/alerts/useErrorToast'
import { readForm } from '../../../blocks/forms/formData'
import { fieldErrorsOf } from '../../../blocks/forms/useServerFieldErrors'
import { useAddTeamMember } from '../../../queries/team'
import { TextInput } from '../../../ui/TextInput'
import { toast } from '../../../ui/Toaster'
import { assignableRoles, ROLE_DESCRIPTION, ROLE_LABEL } from './teamRoles'
import '../../../blocks/confirm-dialog/ConfirmDialog.css'
import '../../../blocks/detail-page/SourcingButton.css'

export interface InviteMemberDialogProps {
  /** The signed-in user's role: only an owner is offered the owner role. */
  myRole: Role | null
}

/**
 * "Add member" and its dialog: names, e-mail and role of the person invited. Closing (Escape,
 * Cancel, or once sent) puts focus back on the button.
 */
export function InviteMemberDialog({ myRole }: InviteMemberDialogProps) {
  const [isOpen, setOpen] = useState(false)
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button className="ally-SourcingButton" data-variant="primary">
        Add member
      </Button>
      <ModalOverlay className="ally-ConfirmDialog-overlay" isDismissable>
        <Modal className="ally-ConfirmDialog-modal">
          <Dialog className="ally-ConfirmDialog ally-TeamManagement-invite">
            <Heading slot="title">Add a team member</Heading>
            <p>They get an e-mail with a link to set a password and join.</p>
            <InviteForm myRole={myRole} onDone={() => setOpen(false)} />
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  )
}

/** The form; it lives inside the dialog, so it starts empty each time the dialog opens. */
function InviteForm({ myRole, onDone }: { myRole: Role | null; onDone: () => void }) {
  const [role, setRole] = useState<Role>('member')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const clear = () => setErrors({})
  const add = useAddTeamMember({
    onSuccess: ({ message }) => {
      toast.success(message)
      onDone()
    },
    onError: (error) => {
      // Issues with a field show at it; anything else (already on the team, say) is toasted.
      const fields = fieldErrorsOf(error)
      if (Object.keys(fields).length) setErrors(fields)
      else showError(error)
    },
  })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const { firstName = '', lastName = '', email = '' } = readForm(event)
    // The browser's own e-mail check lets `a@b` through; the API's rule does not.
    if (!Email.safeParse(email).success) {
      setErrors({ email: 'Enter an e-mail address, like name@company.com.' })
      return
    }
    add.mutate({ body: { firstName, lastName, email, role } })
  }

  return (
    <Form
      className="ally-TeamManagement-form"
      validationBehavior="native"
      validationErrors={errors}
      onSubmit={submit}
    >
      <div className="ally-TeamManagement-names">
        <TextInput label="First name" name="firstName" required onChange={clear} />
        <TextInput label="Last name" name="lastName" required onChange={clear} />
      </div>
      <TextInput label="E-mail" name="email" type="email" required onChange={clear} />
      <RoleChoice myRole={myRole} role={role} onChange={setRole} />
      <div className="ally-ConfirmDialog-actions">
        <Button className="ally-SourcingButton" slot="close" isDisabled={add.isPending}>
          Cancel
        </Button>
        <Button
          type="submit"
          className="ally-SourcingButton"
          data-variant="primary"
          isPending={add.isPending}
        >
          {add.isPending ? 'Adding…' : 'Add member'}
        </Button>
      </div>
    </Form>
  )
}

/** The usual choices first; the owner role, which hands over everything, last. */
const ROLE_ORDER: Role[] = ['admin', 'member', 'viewer', 'owner']

/** The role, each with a line on what it may do (part of the radio's name). */
function RoleChoice({
  myRole,
  role,
  onChange,
}: {
  myRole: Role | null
  role: Role
  onChange: (role: Role) => void
}) {
  const roles = ROLE_ORDER.filter((role) => assignableRoles(myRole).includes(role))
  return (
    <RadioGroup
      className="ally-TeamManagement-roles"
      name="role"
      value={role}
      onChange={(value) => {
        const chosen = roles.find((candidate) => candidate === value)
        if (chosen) onChange(chosen)
      }}
    >
      <Label className="ally-TeamManagement-rolesLabel">Role</Label>
      {roles.map((option) => (
        <Radio key={option} value={option} className="ally-TeamManagement-role">
          <span className="ally-TeamManagement-dot" aria-hidden="true" />
          <span className="ally-TeamManagement-roleWords">
            <span className="ally-TeamManagement-roleName">{ROLE_LABEL[option]}</span>
            <span className="ally-TeamManagement-hint">{ROLE_DESCRIPTION[option]}</span>
          </span>
        </Radio>
      ))}
    </RadioGroup>
  )
}
