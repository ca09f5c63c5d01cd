import { logout, ROUTES, roleOf, type User } from '@ally/sdk'
import { useId, useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { Form } from 'react-aria-components/Form'
import { showError } from '../../../blocks/alerts/useErrorToast'
import { ConfirmDialog } from '../../../blocks/confirm-dialog/ConfirmDialog'
import { fieldErrorsOf, useServerFieldErrors } from '../../../blocks/forms/useServerFieldErrors'
import { useAllyClient, useAllyNavigation } from '../../../provider/AllyProvider'
import { useDeleteAccount } from '../../../queries/team'
import { TextInput } from '../../../ui/TextInput'
import { toast } from '../../../ui/Toaster'

/**
 * Leaving Ally (docs/product-rules.md, "Leaving"): a member deletes their own user; an owner
 * deletes the business and everything in it. Both take the password and the typed name of what
 * goes; then the session is gone and the landing page follows.
 */
export function DeleteAccountPanel({ user }: { user: User }) {
  const headingId = useId()
  const [open, setOpen] = useState(false)
  const owner = roleOf(user.role) === 'owner'
  const business = user.businessName ?? 'your business'
  return (
    <section className="ally-Settings-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{owner ? 'Delete the business' : 'Delete your account'}</h2>
      <p className="ally-Settings-note">
        {owner
          ? `Deletes ${business} for everyone: its team, vendors, orders, RFQs, purchase orders, shipments and files. Vendors keep the answers they sent. This cannot be undone.`
          : `Deletes your user. What you made stays with ${business}; you can no longer log in.`}
      </p>
      <Button
        className="ally-SourcingButton ally-Settings-start"
        data-variant="danger"
        onPress={() => setOpen(true)}
      >
        {owner ? 'Delete the business…' : 'Delete my account…'}
      </Button>
      {open && (
        <DeleteDialog
          confirmWord={owner ? business : 'DELETE'}
          owner={owner}
          onCancel={() => setOpen(false)}
        />
      )}
    </section>
  )
}

function DeleteDialog({
  confirmWord,
  owner,
  onCancel,
}: {
  confirmWord: string
  owner: boolean
  onCancel: () => void
}) {
  const client = useAllyClient()
  const navigation = useAllyNavigation()
  const formId = useId()
  const errors = useServerFieldErrors()
  const [typed, setTyped] = useState('')
  const [password, setPassword] = useState('')
  const remove = useDeleteAccount({
    onSuccess: ({ message }) => {
      toast.success(message)
      void logout(client.request)
      navigation.navigate(ROUTES.landing, { replace: true })
    },
    onError: (error) => {
      errors.show(error)
      if (!Object.keys(fieldErrorsOf(error)).length) showError(error)
    },
  })
  const ready = typed.trim() === confirmWord && password !== ''
  return (
    <ConfirmDialog
      isOpen
      onCancel={onCancel}
      onConfirm={() => remove.mutate({ body: { password } })}
      isConfirmDisabled={!ready}
      isPending={remove.isPending}
      title={owner ? 'Delete the business?' : 'Delete your account?'}
      confirmLabel={owner ? 'Delete the business' : 'Delete my account'}
      pendingLabel="Deleting…"
      tone="danger"
    >
      <Form
        id={formId}
        className="ally-Settings-fields"
        validationBehavior="native"
        validationErrors={errors.validationErrors}
        onSubmit={(event) => {
          event.preventDefault()
          if (ready) remove.mutate({ body: { password } })
        }}
      >
        <TextInput
          label={`Type “${confirmWord}” to confirm`}
          name="confirm"
          value={typed}
          onChange={setTyped}
          autoComplete="off"
          required
        />
        <TextInput
          label="Your password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(value) => {
            setPassword(value)
            errors.clear()
          }}
          required
        />
      </Form>
    </ConfirmDialog>
  )
}
